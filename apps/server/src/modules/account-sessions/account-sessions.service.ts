import {
  type AccountSession,
  type accountSessionEndpoints,
  accountSessionMessages,
  type EndpointData,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext } from "../../lib/request-context.js";
import { lifetimeOf } from "../../lib/session-lifetimes.js";
import { recordAudit } from "../audit/audit.repository.js";
import { closeOtherSessions, closeSession, flushSessionActivity } from "../auth/session.service.js";
import { canEndSession, canManageOwnSessions } from "./account-sessions.policy.js";
import { presentAccountSession } from "./account-sessions.presenter.js";
import { findLiveSession, listLiveSessions } from "./account-sessions.repository.js";

/** The earliest last-seen time at which a session of this actor's kind is not idle yet. */
function idleSince(ctx: AppContext, actor: Actor, now: Date): Date {
  return new Date(now.getTime() - lifetimeOf(ctx.config.sessionLifetimes, actor.userType).idleMs);
}

/**
 * The caller's live sessions, this one first, then the latest seen. Last-seen times this node
 * holds in memory are written first; this session was seen now (by this very request).
 */
export async function listOwnSessions(ctx: AppContext, actor: Actor): Promise<AccountSession[]> {
  authorize(canManageOwnSessions(actor), "forbidden");
  await flushSessionActivity(ctx);
  const now = ctx.now();
  const rows = await listLiveSessions(ctx.db, actor.userId, now, idleSince(ctx, actor, now));
  const sessions = rows.map((row) =>
    row.id === actor.sessionId ? presentAccountSession(row, true, now) : presentAccountSession(row, false),
  );
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/**
 * Ends one of the caller's live sessions on every node, its sockets closed at once; ending the
 * one that asks signs this browser out. Another user's session, an ended one and an unknown id
 * answer alike (404) and change nothing.
 */
export async function endOwnSession(
  ctx: AppContext,
  caller: RequestContext,
  sessionId: string,
): Promise<EndpointData<typeof accountSessionEndpoints.end>> {
  const { actor } = caller;
  const now = ctx.now();
  const row = await findLiveSession(ctx.db, sessionId, now, idleSince(ctx, actor, now));
  authorize(row !== undefined && canEndSession(actor, row), { notFound: "Session" });
  const current = row.id === actor.sessionId;
  await closeSession(ctx, { userId: actor.userId, sessionId: row.id }, (tx) =>
    recordAudit(tx, caller, "auth.session_ended", {
      subjectId: actor.userId,
      details: { sessionId: row.id, current },
    }),
  );
  return {
    message: current ? accountSessionMessages.endedCurrent : accountSessionMessages.ended,
    signedOut: current,
  };
}

/** Ends every session of the caller but this one, on every node; answers how many live ones ended. */
export async function endOtherSessions(
  ctx: AppContext,
  caller: RequestContext,
): Promise<EndpointData<typeof accountSessionEndpoints.endOthers>> {
  const { actor } = caller;
  authorize(canManageOwnSessions(actor), "forbidden");
  const ended = await closeOtherSessions(ctx, actor, (tx, count) =>
    recordAudit(tx, caller, "auth.other_sessions_ended", {
      subjectId: actor.userId,
      details: { ended: count },
    }),
  );
  const message =
    ended === 0
      ? accountSessionMessages.noOthers
      : `${ended} other ${ended === 1 ? "device is" : "devices are"} signed out`;
  return { message, ended };
}
