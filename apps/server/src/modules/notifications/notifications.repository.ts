import type { EmailNotificationType, NotificationType } from "@meridian/contract";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type NotificationRow, notificationSettings, notifications, users } from "../../db/schema/index.js";

/** The types a user switched off. */
export async function disabledTypesOf(db: Db, userId: string): Promise<NotificationType[]> {
  const [row] = await db
    .select({ disabledTypes: notificationSettings.disabledTypes })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.disabledTypes ?? [];
}

/** The user's switches: in the app, by email, and the digest (the defaults for a user with no row). */
export async function settingsOf(
  db: Db,
  userId: string,
): Promise<{
  disabledTypes: NotificationType[];
  emailDisabledTypes: EmailNotificationType[];
  weeklyDigest: boolean;
}> {
  const [row] = await db
    .select({
      disabledTypes: notificationSettings.disabledTypes,
      emailDisabledTypes: notificationSettings.emailDisabledTypes,
      weeklyDigest: notificationSettings.weeklyDigest,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { disabledTypes: [], emailDisabledTypes: [], weeklyDigest: false };
}

/** Saves the switches given, leaving the others as they are. */
export async function saveSettings(
  db: Db,
  userId: string,
  changes: {
    disabledTypes?: NotificationType[];
    emailDisabledTypes?: EmailNotificationType[];
    weeklyDigest?: boolean;
    lastDigestAt?: Date | null;
  },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .insert(notificationSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: changes });
}

/** Adds one type to the user's email switched off (the one-click unsubscribe); a no-op when it is off already. */
export async function addEmailDisabledType(
  db: Db,
  userId: string,
  type: EmailNotificationType,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, emailDisabledTypes: [type] })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        emailDisabledTypes: sql`case when ${type} = any(${notificationSettings.emailDisabledTypes})
          then ${notificationSettings.emailDisabledTypes}
          else array_append(${notificationSettings.emailDisabledTypes}, ${type}::text) end`,
      },
    });
}

/**
 * Claims up to `limit` users whose weekly digest is due (on, and the last one a week or more
 * before `now`), moving their last digest to `now` in the same statement: each is claimed by one
 * node, once a week. Answers their ids.
 */
export async function claimDueDigests(db: Db, dueBefore: Date, now: Date, limit: number): Promise<string[]> {
  const due = db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.weeklyDigest, true), lte(notificationSettings.lastDigestAt, dueBefore)),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(notificationSettings)
    .set({ lastDigestAt: now })
    .where(sql`${notificationSettings.userId} in ${due}`)
    .returning({ userId: notificationSettings.userId });
  return rows.map((row) => row.userId);
}

export async function saveDisabledTypes(
  db: Db,
  userId: string,
  disabledTypes: NotificationType[],
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, disabledTypes })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { disabledTypes } });
}

/** The user's next sequence number; the row lock orders concurrent notifications of one user. */
export async function nextSequence(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, lastSequence: 1 })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { lastSequence: sql`${notificationSettings.lastSequence} + 1` },
    })
    .returning({ sequence: notificationSettings.lastSequence });
  if (!row) throw new Error("sequence upsert returned nothing");
  return row.sequence;
}

export async function insertNotification(
  db: Db,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  return writtenRow(await db.insert(notifications).values(values).returning(), "notification insert");
}

export async function listNotifications(
  db: Db,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    eq(notifications.userId, userId),
    options.unreadOnly ? eq(notifications.isRead, false) : undefined,
  );
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.sequence))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!existing || existing.isRead) return existing;
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks the user's unread notifications read (only those of `type`, when given); answers how many. */
export async function markAllRead(
  db: Db,
  userId: string,
  now: Date,
  type?: NotificationType,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        type === undefined ? undefined : eq(notifications.type, type),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

/** Notifications after `sequence`, oldest first, at most `limit`. */
export async function notificationsAfter(db: Db, userId: string, sequence: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.sequence, sequence)))
    .orderBy(notifications.sequence)
    .limit(limit);
}

/** Whose a notification is, or undefined for an unknown id (the policy decides before anything changes). */
export async function findNotificationOwner(db: Db, id: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row;
}

/** Holds the user's row until the transaction ends: their coalesced notifications change one at a time. */
export async function lockUserNotifications(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Whether the user has an unread notification of this type. */
export async function hasUnreadOfType(db: Db, userId: string, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.isRead, false)),
    )
    .limit(1);
  return row !== undefined;
}

/** Deletes the user's read notifications of this type (a coalesced kind keeps only its latest). */
export async function deleteReadOfType(db: Db, userId: string, type: NotificationType): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.isRead, true)),
    );
}
