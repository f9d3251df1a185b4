import type { NotificationType } from "@meridian/contract";
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

/** Per user: the last sequence handed out and the types switched off. */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSequence: bigint({ mode: "number" }).notNull().default(0),
  disabledTypes: text().array().$type<NotificationType[]>().notNull().default(sql`'{}'::text[]`),
});
