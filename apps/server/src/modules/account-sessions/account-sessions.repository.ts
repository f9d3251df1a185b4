import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type SessionRow, sessions } from "../../db/schema/index.js";

/** What the session list shows of a row (never its token hash or device cookie hash). */
export type AccountSessionRow = Pick<
  SessionRow,
  "id" | "userId" | "ip" | "userAgent" | "createdAt" | "lastSeenAt"
>;

const listed = {
  id: sessions.id,
  userId: sessions.userId,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
};

/** Not revoked, before its absolute expiry, and seen since `idleSince`: the sign-in check's own rules. */
const live = (now: Date, idleSince: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));

/**
 * A user's live sessions: not revoked, before their absolute expiry and seen since `idleSince`
 * (the user's kind decides the idle time), the latest seen first.
 */
export function listLiveSessions(
  db: Db,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<AccountSessionRow[]> {
  return db
    .select(listed)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now, idleSince)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** One live session by id, whoever's it is (the service decides who may end it). */
export async function findLiveSession(
  db: Db,
  id: string,
  now: Date,
  idleSince: Date,
): Promise<AccountSessionRow | undefined> {
  const [row] = await db
    .select(listed)
    .from(sessions)
    .where(and(eq(sessions.id, id), live(now, idleSince)))
    .limit(1);
  return row;
}
