import type { Notification, NotificationPreferences, NotificationType } from "@meridian/contract";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { presentNotification } from "./notifications.presenter.js";
import {
  countUnread,
  deleteNotification,
  disabledTypesOf,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  nextSequence,
  saveDisabledTypes,
} from "./notifications.repository.js";

/**
 * Notifies a user: stores the notification with the user's next sequence number, then pushes it
 * live on their channel (every node, through the bus). A type the user switched off is neither
 * stored nor pushed. Other features call this.
 */
export async function notify(
  ctx: AppContext,
  userId: string,
  input: { type: NotificationType; title: string; message: string },
): Promise<Notification | null> {
  const row = await ctx.db.transaction(async (tx) => {
    if ((await disabledTypesOf(tx, userId)).includes(input.type)) return null;
    const sequence = await nextSequence(tx, userId);
    return insertNotification(tx, { userId, sequence, ...input, createdAt: ctx.now() });
  });
  if (!row) return null;
  const notification = presentNotification(row);
  // Published after the commit: a client that refetches on this message must find the row.
  await ctx.bus.publish({
    kind: "user-message",
    userId,
    message: { type: "notification", timestamp: new Date().toISOString(), data: notification },
  });
  return notification;
}

export async function listForUser(
  ctx: AppContext,
  userId: string,
  query: { filter: "all" | "unread"; limit: number; offset: number },
) {
  const { rows, total } = await listNotifications(ctx.db, userId, {
    unreadOnly: query.filter === "unread",
    limit: query.limit,
    offset: query.offset,
  });
  return { notifications: rows.map(presentNotification), total, hasMore: query.offset + rows.length < total };
}

export async function unreadCount(ctx: AppContext, userId: string) {
  return { count: await countUnread(ctx.db, userId) };
}

/** Another user's notification answers 404, as if it did not exist. */
export async function markOneRead(ctx: AppContext, userId: string, id: string): Promise<Notification> {
  const row = await markRead(ctx.db, userId, id, ctx.now());
  if (!row) throw new AppError("NOT_FOUND", "Notification not found");
  return presentNotification(row);
}

export async function markEveryRead(ctx: AppContext, userId: string) {
  return { updated: await markAllRead(ctx.db, userId, ctx.now()) };
}

export async function removeOne(ctx: AppContext, userId: string, id: string) {
  if (!(await deleteNotification(ctx.db, userId, id)))
    throw new AppError("NOT_FOUND", "Notification not found");
  return { id };
}

export async function preferencesOf(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return { disabledTypes: (await disabledTypesOf(ctx.db, userId)) as NotificationType[] };
}

export async function setPreferences(
  ctx: AppContext,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const disabledTypes = [...new Set(preferences.disabledTypes)].sort();
  await saveDisabledTypes(ctx.db, userId, disabledTypes);
  return { disabledTypes };
}
