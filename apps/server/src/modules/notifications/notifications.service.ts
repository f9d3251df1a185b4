import type {
  EndpointQuery,
  Notification,
  NotificationPreferences,
  NotificationType,
  notificationEndpoints,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { canSeeNotification } from "./notifications.policy.js";
import { presentNotification } from "./notifications.presenter.js";
import {
  countUnread,
  deleteNotification,
  deleteReadOfType,
  disabledTypesOf,
  findNotificationOwner,
  hasUnreadOfType,
  insertNotification,
  listNotifications,
  lockUserNotifications,
  markAllRead,
  markRead,
  nextSequence,
  saveDisabledTypes,
} from "./notifications.repository.js";

/**
 * Notifies a user of nothing else than itself: stores the notification with the user's next
 * sequence number, then pushes it live on their channel (every node, through the bus). A type the
 * user switched off is neither stored nor pushed. A notification that tells of a change is stored
 * with `storeNotification` in the change's transaction instead (decision 082): here it would be
 * lost to a crash right after that commit. It takes no actor: it is the system writing to a user.
 */
export async function notify(
  ctx: AppContext,
  userId: string,
  input: NotificationInput,
): Promise<Notification | null> {
  const stored = await ctx.db.transaction((tx) => storeNotification(tx, userId, input, ctx.now()));
  return stored ? publishNotification(ctx, stored) : null;
}

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /**
   * Work addressed to the user's role rather than news they may mute (a support request to the
   * admins): stored even when its type is switched off, so it cannot be lost unseen.
   */
  evenIfSwitchedOff?: boolean;
}

/** A notification stored in a caller's transaction, to publish once that transaction committed. */
export type StoredNotification = Awaited<ReturnType<typeof insertNotification>>;

/**
 * Stores a notification inside the caller's transaction, so it lands with the change it tells of
 * (a purchase, say) or not at all; null when the user switched the type off. The caller publishes
 * it with `publishNotification` after the commit.
 */
export async function storeNotification(
  tx: Db,
  userId: string,
  input: NotificationInput,
  now: Date,
): Promise<StoredNotification | null> {
  const { evenIfSwitchedOff, ...fields } = input;
  if (!evenIfSwitchedOff && (await disabledTypesOf(tx, userId)).includes(input.type)) return null;
  const sequence = await nextSequence(tx, userId);
  return insertNotification(tx, { userId, sequence, ...fields, createdAt: now });
}

/**
 * The same notification stored for each of `userIds` in the caller's transaction, one by one (each
 * user's sequence is a row lock), taken in user-id order so that two transactions telling the same
 * users cannot wait on each other. Answers in the order given.
 */
export async function storeNotifications(
  tx: Db,
  userIds: readonly string[],
  input: NotificationInput,
  now: Date,
): Promise<(StoredNotification | null)[]> {
  const stored: (StoredNotification | null)[] = new Array(userIds.length).fill(null);
  const inLockOrder = userIds
    .map((userId, at) => ({ userId, at }))
    .sort((a, b) => (a.userId < b.userId ? -1 : 1));
  for (const { userId, at } of inLockOrder) stored[at] = await storeNotification(tx, userId, input, now);
  return stored;
}

/**
 * A notification of a kind that is told once until read (decision 075: a chat message waiting),
 * stored in the caller's transaction: nothing while the user still has an unread one of its type
 * (a burst of messages is one notification); else it replaces the read ones of its type, so the
 * list keeps one. Null when nothing was stored; the caller publishes the row after the commit.
 */
export async function storeCoalescedNotification(
  tx: Db,
  userId: string,
  input: NotificationInput,
  now: Date,
): Promise<StoredNotification | null> {
  // Two senders at once must not both find none unread.
  await lockUserNotifications(tx, userId);
  if (await hasUnreadOfType(tx, userId, input.type)) return null;
  await deleteReadOfType(tx, userId, input.type);
  return storeNotification(tx, userId, input, now);
}

/**
 * Marks the user's unread notifications of a type read, in the caller's transaction: what they
 * told of was seen elsewhere (the chat's messages read in the chat). Answers how many.
 */
export function settleNotifications(
  tx: Db,
  userId: string,
  type: NotificationType,
  now: Date,
): Promise<number> {
  return markAllRead(tx, userId, now, type);
}

/** Publishes what `storeNotification(s)` stored, once the transaction committed; skips the switched-off ones. */
export async function publishNotifications(
  ctx: AppContext,
  stored: readonly (StoredNotification | null)[],
): Promise<void> {
  for (const row of stored) if (row) await publishNotification(ctx, row);
}

/**
 * Pushes a stored notification live on its user's channel, on every node. Best effort (decision
 * 082): the row is the durable record, and a client that missed the push (a crash before it, a
 * socket down) finds the row when it refetches on reconnecting.
 */
export async function publishNotification(ctx: AppContext, row: StoredNotification): Promise<Notification> {
  const notification = presentNotification(row);
  // Published after the commit: a client that refetches on this message must find the row.
  await ctx.bus.publish({
    kind: "user-message",
    userId: row.userId,
    message: { type: "notification", timestamp: new Date().toISOString(), data: notification },
  });
  return notification;
}

export async function listForUser(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<typeof notificationEndpoints.list>,
) {
  const { rows, total } = await listNotifications(ctx.db, actor.userId, {
    unreadOnly: query.filter === "unread",
    limit: query.limit,
    offset: query.offset,
  });
  return {
    data: rows.map(presentNotification),
    meta: { total, hasMore: query.offset + rows.length < total },
  };
}

export async function unreadCount(ctx: AppContext, actor: Actor) {
  return { count: await countUnread(ctx.db, actor.userId) };
}

/** Another user's notification answers 404, as if it did not exist. */
async function authorizeNotification(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const owner = await findNotificationOwner(ctx.db, id);
  authorize(owner !== undefined && canSeeNotification(actor, owner), { notFound: "Notification" });
}

export async function markOneRead(ctx: AppContext, actor: Actor, id: string): Promise<Notification> {
  await authorizeNotification(ctx, actor, id);
  const row = await markRead(ctx.db, actor.userId, id, ctx.now());
  // Deleted in between: the same answer as an unknown id.
  authorize(row !== undefined, { notFound: "Notification" });
  return presentNotification(row);
}

export async function markEveryRead(ctx: AppContext, actor: Actor) {
  return { updated: await markAllRead(ctx.db, actor.userId, ctx.now()) };
}

export async function removeOne(ctx: AppContext, actor: Actor, id: string) {
  await authorizeNotification(ctx, actor, id);
  authorize(await deleteNotification(ctx.db, actor.userId, id), { notFound: "Notification" });
  return { id };
}

export async function preferencesOf(ctx: AppContext, actor: Actor): Promise<NotificationPreferences> {
  return { disabledTypes: await disabledTypesOf(ctx.db, actor.userId) };
}

export async function setPreferences(
  ctx: AppContext,
  actor: Actor,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const disabledTypes = [...new Set(preferences.disabledTypes)].sort();
  await saveDisabledTypes(ctx.db, actor.userId, disabledTypes);
  return { disabledTypes };
}
