import type { UserType } from "@meridian/contract";
import { and, eq, gt, ne, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SessionLifetimes } from "../config.js";
import { sessions, users } from "../db/schema/index.js";

/** Team users (admins, counselors) hold the keys to everyone's data: their sessions are short. */
const STAFF: UserType = "team_member";

/** The idle and absolute lifetime of a session of this kind of user (decision 026). */
export function lifetimeOf(
  lifetimes: SessionLifetimes,
  userType: UserType,
): SessionLifetimes[keyof SessionLifetimes] {
  return userType === STAFF ? lifetimes.staff : lifetimes.others;
}

/** The earliest last-seen times that are not idle yet, for staff and for the others. */
export function idleCutoffs(lifetimes: SessionLifetimes, now: Date): { staff: Date; others: Date } {
  return {
    staff: new Date(now.getTime() - lifetimes.staff.idleMs),
    others: new Date(now.getTime() - lifetimes.others.idleMs),
  };
}

/**
 * The SQL condition "this session has not been idle too long" for a query that joins sessions and
 * users: the idle lifetime depends on the user's kind, so it is checked beside the join, in the one
 * query, by HTTP requests and the socket sweeper alike.
 */
export function notIdle(cutoffs: { staff: SQLWrapper | Date; others: SQLWrapper | Date }): SQL {
  // One branch per kind; a session matches the branch of its user's kind.
  return or(
    and(eq(users.userType, STAFF), gt(sessions.lastSeenAt, cutoffs.staff)),
    and(ne(users.userType, STAFF), gt(sessions.lastSeenAt, cutoffs.others)),
  ) as SQL;
}
