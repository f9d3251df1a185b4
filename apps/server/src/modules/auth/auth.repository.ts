import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type SessionRow, sessions, usedChallenges, users } from "../../db/schema/index.js";
import { notIdle } from "../../lib/session-lifetimes.js";
import type { PresentableUser } from "../users/users.service.js";

export async function insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<SessionRow> {
  return writtenRow(await db.insert(sessions).values(session).returning(), "session insert");
}

function prepareFindLiveSession(db: Db) {
  return (
    db
      // What access decisions and /api/auth/me need, in the one query every signed-in request
      // makes: the password hash stays in the database.
      .select({
        session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          profilePicture: users.profilePicture,
          userType: users.userType,
          teamRole: users.teamRole,
          accountStatus: users.accountStatus,
          createdAt: users.createdAt,
          lastLoginAt: users.lastLoginAt,
          mustChangePassword: users.mustChangePassword,
          emailVerifiedAt: users.emailVerifiedAt,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder("now")),
          notIdle({ staff: sql.placeholder("staffIdleSince"), others: sql.placeholder("othersIdleSince") }),
        ),
      )
      .limit(1)
      .prepare("find_live_session")
  );
}
// Every authenticated request runs this lookup: prepared once per database, it skips building the
// SQL each time and lets PostgreSQL reuse the plan.
const findLiveSessionStatements = new WeakMap<Db, ReturnType<typeof prepareFindLiveSession>>();

/** A live session as the access check sees it. */
export type LiveSession = {
  session: Pick<SessionRow, "id" | "lastSeenAt" | "expiresAt">;
  user: PresentableUser;
};

/**
 * The live session for a token hash with its user, or undefined when unknown, revoked, past its
 * absolute expiry or idle since before its kind's cutoff.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleCutoffs: { staff: Date; others: Date },
): Promise<LiveSession | undefined> {
  let statement = findLiveSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindLiveSession(db);
    findLiveSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({
    tokenHash,
    now,
    staffIdleSince: idleCutoffs.staff,
    othersIdleSince: idleCutoffs.others,
  });
  return row;
}

/** Whether the user ever had a session in the browser of this device-cookie hash. */
export async function hasSessionOnDevice(db: Db, userId: string, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceHash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes many sessions' last-seen times in one statement per thousand; a time never moves back
 * (another node may have written a later one).
 */
export async function touchSessions(db: Db, seen: ReadonlyMap<string, Date>): Promise<void> {
  const rows = [...seen];
  for (let i = 0; i < rows.length; i += 1_000) {
    const values = rows
      .slice(i, i + 1_000)
      .map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`);
    await db.execute(sql`
      update ${sessions} set last_seen_at = seen.at
      from (values ${sql.join(values, sql`, `)}) as seen (id, at)
      where ${sessions.id} = seen.id and ${sessions.lastSeenAt} < seen.at`);
  }
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, optionally keeping one. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const keep = keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : sql`true`;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

/**
 * Revokes every session of a user not revoked yet but one (live, expired or idle alike, so none is
 * left behind); answers the times of those it revoked, for the caller to count the live ones.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<Pick<SessionRow, "lastSeenAt" | "expiresAt">[]> {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt });
}

/** Marks a challenge nonce used; false when it already was (a replay). */
export async function claimChallengeNonce(
  db: Db,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
  const inserted = await db
    .insert(usedChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedChallenges.nonce });
  return inserted.length === 1;
}
