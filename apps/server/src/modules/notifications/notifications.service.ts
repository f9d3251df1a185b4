import {
  type EmailNotificationType,
  type EndpointQuery,
  type MailUnsubscribeResult,
  type Notification,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationType,
  type notificationEndpoints,
  notificationMailRules,
  notificationTypeLabels,
  type OptionalMailKind,
  unsubscribeTargets,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { lastMailQueued, type MailData, queueMail, readUnsubscribeToken } from "../mail/mail.service.js";
import { findUserById } from "../users/users.service.js";
import { canSeeNotification } from "./notifications.policy.js";
import { presentNotification } from "./notifications.presenter.js";
import {
  addEmailDisabledType,
  claimDueDigests,
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
  saveSettings,
  settingsOf,
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
  return settingsOf(ctx.db, actor.userId);
}

/** Saves the switches the body gives; those it leaves out stay as they are. */
export async function setPreferences(
  ctx: AppContext,
  actor: Actor,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const sorted = <T extends string>(list: readonly T[]) => [...new Set(list)].sort();
  await ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, actor.userId);
    const digestTurned = update.weeklyDigest !== undefined && update.weeklyDigest !== before.weeklyDigest;
    await saveSettings(tx, actor.userId, {
      ...(update.disabledTypes ? { disabledTypes: sorted(update.disabledTypes) } : {}),
      ...(update.emailDisabledTypes ? { emailDisabledTypes: sorted(update.emailDisabledTypes) } : {}),
      // Turned on, the first digest is due a week later; turned off, none is due.
      ...(digestTurned
        ? { weeklyDigest: update.weeklyDigest, lastDigestAt: update.weeklyDigest ? ctx.now() : null }
        : {}),
    });
  });
  return settingsOf(ctx.db, actor.userId);
}

/** What an optional mail names beside its kind: everything its template needs but the greeting. */
export interface NotificationMail<K extends OptionalMailKind> {
  kind: K;
  data: Omit<MailData[K], "firstName">;
  /**
   * At most one mail of this kind to the user in this many minutes (the chat's rule): a later
   * one within it is not queued.
   */
  atMostEveryMinutes?: number;
}

/**
 * Queues the mail of a notification in `tx`, the transaction of the change it tells of (beside
 * its `storeNotification`), when the recipient's email of `type` is on and their account is
 * active. The email switch is the user's own, apart from the in-app one: a type off in the app may
 * still come by mail, and the other way round. Answers whether a mail was queued.
 */
export async function notifyByMail<K extends OptionalMailKind>(
  ctx: AppContext,
  tx: Db,
  userId: string,
  type: EmailNotificationType,
  mail: NotificationMail<K>,
): Promise<boolean> {
  if ((await settingsOf(tx, userId)).emailDisabledTypes.includes(type)) return false;
  const user = await findUserById(tx, userId);
  if (user?.accountStatus !== "active") return false;
  if (mail.atMostEveryMinutes !== undefined) {
    // Two senders at once must not both find no recent mail.
    await lockUserNotifications(tx, userId);
    const last = await lastMailQueued(tx, userId, mail.kind);
    if (last && ctx.now().getTime() - last.getTime() < mail.atMostEveryMinutes * 60_000) return false;
  }
  await queueMail(ctx, tx, {
    kind: mail.kind,
    to: user.email,
    userId,
    data: { ...mail.data, firstName: user.firstName } as MailData[K],
  });
  return true;
}

/**
 * Turns off the mail an unsubscribe link names (public: the signed token is the proof). A token
 * this app did not sign, or of an account that is gone, answers 404 and changes nothing; a second
 * click answers the same as the first.
 */
export async function unsubscribe(
  ctx: AppContext,
  token: string | undefined,
): Promise<MailUnsubscribeResult> {
  if (!token) throw new AppError("VALIDATION_ERROR", "The link has no token", { field: "token" });
  const named = readUnsubscribeToken(ctx, token);
  const user = named ? await findUserById(ctx.db, named.userId) : undefined;
  if (!named || !user) throw new AppError("NOT_FOUND", "This unsubscribe link is not valid");
  const target = unsubscribeTargets[named.kind];
  if (target === "weeklyDigest") {
    await saveSettings(ctx.db, named.userId, { weeklyDigest: false, lastDigestAt: null });
    return { kind: named.kind, label: "Weekly digest" };
  }
  await addEmailDisabledType(ctx.db, named.userId, target);
  return { kind: named.kind, label: notificationTypeLabels[target] };
}

// Users handled per claim; the next claim takes the rest.
const DIGEST_BATCH = 50;

/**
 * The weekly digest (housekeeping, every node): claims the users whose digest is due, and mails
 * each one with unread notifications a summary of them; a week with nothing unread sends
 * nothing. The claim and the mails commit together. Answers how many were mailed.
 */
export async function sendWeeklyDigests(ctx: AppContext, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - notificationMailRules.digestEveryDays * 86_400_000);
  let mailed = 0;
  for (;;) {
    const { claimed, sent } = await ctx.db.transaction(async (tx) => {
      const claimed = await claimDueDigests(tx, dueBefore, now, DIGEST_BATCH);
      let sent = 0;
      for (const userId of claimed) {
        const user = await findUserById(tx, userId);
        const unread = await countUnread(tx, userId);
        if (user?.accountStatus !== "active" || unread === 0) continue;
        const { rows } = await listNotifications(tx, userId, {
          unreadOnly: true,
          limit: notificationMailRules.digestItems,
          offset: 0,
        });
        await queueMail(ctx, tx, {
          kind: "weekly_digest",
          to: user.email,
          userId,
          data: {
            firstName: user.firstName,
            unreadCount: unread,
            items: rows.map((row) => ({ title: row.title, message: row.message })),
            path: "/notifications",
          },
        });
        sent += 1;
      }
      return { claimed, sent };
    });
    mailed += sent;
    if (claimed.length < DIGEST_BATCH) return mailed;
  }
}
