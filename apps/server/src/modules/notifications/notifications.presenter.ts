import type { Notification, NotificationType } from "@meridian/contract";
import type { NotificationRow } from "../../db/schema/index.js";

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sequence: row.sequence,
  };
}
