import type { Notification } from "@meridian/contract";
import type { NotificationRow } from "../../db/schema/index.js";

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sequence: row.sequence,
  };
}
