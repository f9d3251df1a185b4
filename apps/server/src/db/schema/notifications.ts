import type { EmailNotificationType, NotificationType } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { users } from "./users.js";

export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: requiredRef(() => users.id, "cascade"),
    /** 1, 2, 3… per user: what a reconnecting client replays from. */
    sequence: bigint({ mode: "number" }).notNull(),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    readAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_user_sequence_key").on(t.userId, t.sequence),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.isRead} = false`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Per user: the last sequence handed out, the types switched off (in the app, and by email), and
 * the weekly digest (on or off, and when the last one was due).
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSequence: bigint({ mode: "number" }).notNull().default(0),
  disabledTypes: text().array().$type<NotificationType[]>().notNull().default(sql`'{}'::text[]`),
  emailDisabledTypes: text().array().$type<EmailNotificationType[]>().notNull().default(sql`'{}'::text[]`),
  weeklyDigest: boolean().notNull().default(false),
  /**
   * When the digest was last due (turned on, sent, or nothing to tell): the next is due a week
   * after. Null while it is off.
   */
  lastDigestAt: at(),
});
