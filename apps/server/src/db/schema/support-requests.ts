import type { SupportRequest, SupportRequestStatus, SupportTopic } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { users } from "./users.js";

/**
 * A message to the support team (the Contact Support and Book a Demo forms), kept so the admins
 * work it as a queue: `open` until one of them marks it `handled` (having answered by email).
 * The sender is copied as they wrote (a guest) or as their account read then (a signed-in
 * caller); `userId` links the account while it exists.
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: idColumn(),
    topic: text().$type<SupportTopic>().notNull(),
    senderName: text().notNull(),
    senderEmail: text().notNull(),
    /** guest, customer, team_member or company_profile: how the team knows the sender. */
    senderKind: text().$type<SupportRequest["sender"]["kind"]>().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    message: text().notNull(),
    status: text().$type<SupportRequestStatus>().notNull().default("open"),
    handledAt: at(),
    handledBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("support_requests_status_idx").on(t.status, t.createdAt),
    check("support_requests_status_check", sql`${t.status} in ('open', 'handled')`),
    // The contract's topics (supportTopics): a row the presenter could not answer never lands.
    check(
      "support_requests_topic_check",
      sql`${t.topic} in ('plans', 'payments', 'account', 'demo', 'other')`,
    ),
    check(
      "support_requests_sender_kind_check",
      sql`${t.senderKind} in ('guest', 'customer', 'team_member', 'company_profile')`,
    ),
    check("support_requests_handled_check", sql`${t.status} <> 'handled' or ${t.handledAt} is not null`),
  ],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequestRow = typeof supportRequests.$inferInsert;

/**
 * An admin's answer to a support request, sent by mail to the sender's address (decision 096) and
 * kept with the request, so the other admins see what was said.
 */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: idColumn(),
    requestId: requiredRef(() => supportRequests.id, "cascade"),
    /** The admin who wrote it, while their account exists. */
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    message: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("support_replies_request_idx").on(t.requestId, t.createdAt)],
);
export type SupportReplyRow = typeof supportReplies.$inferSelect;
