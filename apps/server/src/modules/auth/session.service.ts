import { type SessionUser, TeamRoleSchema } from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { UserRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import type { BusEvent } from "../../lib/bus.js";
import type { AppContext } from "../../lib/context.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { type MaybePromise, thenMaybe } from "../../lib/maybe-promise.js";
import type { RequestOrigin } from "../../lib/request-context.js";
import { lifetimeOf } from "../../lib/session-lifetimes.js";
import { type NewUser, presentUser, updateUser } from "../users/users.service.js";
import {
  insertSession,
  type LiveSession,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from "./auth.repository.js";
import { SessionCache } from "./session-cache.js";

/**
 * Opens a session: a 256-bit random token for the client, only its SHA-256 kept, with the hash of
 * the browser's device cookie when it has one.
 */
export async function openSession(
  ctx: AppContext,
  db: AppContext["db"],
  user: Pick<UserRow, "id" | "userType">,
  origin: RequestOrigin,
  deviceHash: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  const { absoluteMs } = lifetimeOf(ctx.config.sessionLifetimes, user.userType);
  await insertSession(db, {
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    deviceHash,
  });
  return token;
}

/**
 * Resolves a bearer token to its session and user. Unknown, expired and revoked tokens are
 * AUTH_SESSION_EXPIRED; an account that is not active is refused at once. A session the node's
 * cache holds is answered without a promise (thrown refusals are thrown at once too).
 */
export function authenticateToken(ctx: AppContext, token: string): MaybePromise<LiveSession> {
  // The node's cache answers most requests; last-seen is written in batches (decision 027).
  return thenMaybe(sessionCacheOf(ctx).find(token), (found) => {
    if (!found) throw new AppError("AUTH_SESSION_EXPIRED", "Your session has expired. Please sign in again.");
    if (found.user.accountStatus !== "active") {
      throw new AppError("AUTH_ACCOUNT_DISABLED", "This account is not active. Please contact support.");
    }
    return found;
  });
}

const caches = new WeakMap<AppContext, SessionCache>();

/** The node's session cache of this app (one per context, made at its first use). */
export function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache({
      db: ctx.db,
      bus: ctx.bus,
      redis: ctx.redis,
      lifetimes: ctx.config.sessionLifetimes,
      now: ctx.now,
    });
    caches.set(ctx, cache);
  }
  return cache;
}

/** Writes the last-seen times held in memory (the socket sweeper reads them from the database). */
export async function flushSessionActivity(ctx: AppContext): Promise<void> {
  await caches.get(ctx)?.flush();
}

/** Stops the cache's timer and writes what it holds: at shutdown, before the database closes. */
export async function closeSessionCache(ctx: AppContext): Promise<void> {
  await caches.get(ctx)?.close();
}

// A cached session is the same object on every hit, so its actor and account are built once.
const resolved = new WeakMap<LiveSession, { actor: Actor; account: SessionUser }>();

/**
 * The actor behind a bearer token, for HTTP requests and sockets alike, with the account as the
 * user is shown it (read by the same query; /api/auth/me answers it). An unknown team role counts
 * as no named role.
 */
export function authenticateActor(
  ctx: AppContext,
  token: string,
): MaybePromise<{ actor: Actor; account: SessionUser }> {
  return thenMaybe(authenticateToken(ctx, token), (live) => {
    let result = resolved.get(live);
    if (!result) {
      const { session, user } = live;
      const role = TeamRoleSchema.safeParse(user.teamRole);
      result = {
        actor: {
          userId: user.id,
          userType: user.userType,
          teamRole: role.success ? role.data : null,
          sessionId: session.id,
        },
        account: presentUser(user),
      };
      resolved.set(live, result);
    }
    return result;
  });
}

/**
 * The one way a change to sessions or to the account fields a session carries is announced, once
 * it is committed: every node drops the user's cached sessions, and `end-sessions` also closes the
 * matching sockets. Skipping it leaves other nodes serving the old session for up to 5 s.
 */
export async function announceSessionChange(
  ctx: AppContext,
  event: Extract<BusEvent, { kind: "end-sessions" | "account-changed" }>,
): Promise<void> {
  // An ended session must be refused everywhere before this request answers; a changed display
  // field (the last sign-in time) need not hold the answer up.
  await ctx.bus.publish(event, { heard: event.kind === "end-sessions" });
}

/** Ends one session, on every node; `record` writes what must land with it (its audit event) in its transaction. */
export async function closeSession(
  ctx: AppContext,
  actor: Pick<Actor, "userId" | "sessionId">,
  record: (tx: Db) => Promise<void> = async () => {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId, ctx.now());
    await record(tx);
  });
  await announceSessionChange(ctx, {
    kind: "end-sessions",
    userId: actor.userId,
    sessionId: actor.sessionId,
  });
}

/**
 * Ends every session of the caller but the one that asks, on every node (their sockets close at
 * once); `record` writes what must land with it, given how many of the ended sessions were still
 * live (not past their absolute or idle expiry). Answers that number.
 */
export async function closeOtherSessions(
  ctx: AppContext,
  actor: Pick<Actor, "userId" | "userType" | "sessionId">,
  record: (tx: Db, ended: number) => Promise<void> = async () => {},
): Promise<number> {
  const now = ctx.now();
  const { idleMs } = lifetimeOf(ctx.config.sessionLifetimes, actor.userType);
  const ended = await ctx.db.transaction(async (tx) => {
    const revoked = await revokeOtherSessions(tx, actor.userId, actor.sessionId, now);
    const live = revoked.filter(
      (row) => row.expiresAt > now && now.getTime() - row.lastSeenAt.getTime() < idleMs,
    ).length;
    await record(tx, live);
    return live;
  });
  await announceSessionChange(ctx, {
    kind: "end-sessions",
    userId: actor.userId,
    exceptSessionId: actor.sessionId,
  });
  return ended;
}

/**
 * Changes an account's status or team role (suspension, approval, a new role): its sessions on
 * every node see it at the next request, and its sockets are closed so they authenticate again.
 */
export async function changeAccountAccess(
  ctx: AppContext,
  userId: string,
  changes: Pick<NewUser, "accountStatus" | "teamRole">,
): Promise<void> {
  await updateUser(ctx.db, userId, changes);
  await announceSessionChange(ctx, { kind: "end-sessions", userId });
}

/**
 * Ends every session of a user in `tx`, the transaction of the change that calls for it (a
 * password set from a reset link); announce `end-sessions` once it is committed.
 */
export async function revokeAllSessions(tx: Db, userId: string, now: Date): Promise<void> {
  await revokeUserSessions(tx, userId, now);
}
