import { type SessionUser, TeamRoleSchema, type UserType } from "@meridian/contract";
import type { UserRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import type { AppContext, RequestOrigin } from "../../lib/context.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import { idleCutoffs, lifetimeOf } from "../../lib/session-lifetimes.js";
import { presentUser } from "../users/users.service.js";
import {
  findLiveSession,
  insertSession,
  type LiveSession,
  revokeSession,
  touchSession,
} from "./auth.repository.js";

// Writing last-seen on every request would turn each read into a write; once a minute is enough.
// Idle time counts from the last write, so a session may end up to a minute before its idle time
// after the last request, never after it (decision 026).
const TOUCH_EVERY_MS = 60_000;

/** Opens a session: a 256-bit random token for the client, only its SHA-256 kept. */
export async function openSession(
  ctx: AppContext,
  db: AppContext["db"],
  user: Pick<UserRow, "id" | "userType">,
  origin: RequestOrigin,
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
  });
  return token;
}

/**
 * Resolves a bearer token to its session and user. Unknown, expired and revoked tokens are
 * AUTH_SESSION_EXPIRED; an account that is not active is refused at once.
 */
export async function authenticateToken(ctx: AppContext, token: string): Promise<LiveSession> {
  const now = ctx.now();
  const found = await findLiveSession(
    ctx.db,
    sha256(token),
    now,
    idleCutoffs(ctx.config.sessionLifetimes, now),
  );
  if (!found) throw new AppError("AUTH_SESSION_EXPIRED", "Your session has expired. Please sign in again.");
  if (found.user.accountStatus !== "active") {
    throw new AppError("AUTH_ACCOUNT_DISABLED", "This account is not active. Please contact support.");
  }
  // A short configured idle time is touched more often, so an active session never looks idle.
  const { idleMs } = lifetimeOf(ctx.config.sessionLifetimes, found.user.userType);
  if (now.getTime() - found.session.lastSeenAt.getTime() > Math.min(TOUCH_EVERY_MS, idleMs / 2)) {
    await touchSession(ctx.db, found.session.id, now);
  }
  return found;
}

/**
 * The actor behind a bearer token, for HTTP requests and sockets alike, with the account as the
 * user is shown it (read by the same query; /api/auth/me answers it). An unknown team role counts
 * as no named role.
 */
export async function authenticateActor(
  ctx: AppContext,
  token: string,
): Promise<{ actor: Actor; account: SessionUser }> {
  const { session, user } = await authenticateToken(ctx, token);
  const role = TeamRoleSchema.safeParse(user.teamRole);
  return {
    actor: {
      userId: user.id,
      userType: user.userType,
      teamRole: role.success ? role.data : null,
      sessionId: session.id,
    },
    account: presentUser(user),
  };
}

/** Ends one session. */
export async function closeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now());
}

/** True during the first hour after a student's account was created (server clock). */
export function isInCoolingPeriod(
  user: Pick<UserRow, "userType" | "createdAt">,
  now: Date,
  periodMs: number,
): boolean {
  return (
    user.userType === ("customer" satisfies UserType) && now.getTime() - user.createdAt.getTime() < periodMs
  );
}
