import type { MailKind, MailStatus } from "@meridian/contract";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";
import { users } from "./users.js";

/**
 * Every mail the product sends (decision 091): queued with what its template needs, rendered and
 * handed to the transport by the job runner. Without `SMTP_URL` it stays here as the outbox.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: idColumn(),
    kind: text().$type<MailKind>().notNull(),
    toAddress: text().notNull(),
    /** The recipient's account; null for an address with none yet (an invitation). */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** What the template needs; cleared once the SMTP server took the message (it may hold a link). */
    data: jsonb().$type<Record<string, unknown>>(),
    status: text().$type<MailStatus>().notNull().default("queued"),
    /** Rendered when sent; the body stays only in the outbox. */
    subject: text(),
    html: text(),
    text: text(),
    /** The RFC 5322 Message-ID: the same on every try, so a receiver can tell a repeat. */
    messageId: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: at().notNull().defaultNow(),
    sentAt: at(),
  },
  (t) => [
    index("mail_messages_created_idx").on(t.createdAt),
    index("mail_messages_user_idx").on(t.userId),
    index("mail_messages_status_idx").on(t.status, t.createdAt),
  ],
);
export type MailMessageRow = typeof mailMessages.$inferSelect;
