import { realtimeCloseCodes } from "@meridian/contract";
import type { SessionLifetimes } from "../config.js";
import type { Db } from "../db/client.js";
import type { BusEvent } from "../lib/bus.js";
import { idleCutoffs } from "../lib/session-lifetimes.js";
import type { ConnectionRegistry } from "./connection-registry.js";
import { liveSessionIds } from "./realtime.repository.js";

// How often open sockets are checked against the database for revoked sessions and suspended
// accounts that changed without going through this node (the spec allows 5 s).
const SESSION_SWEEP_MS = 2_000;

type EndSessions = Extract<BusEvent, { kind: "end-sessions" }>;

/** Closes a user's sockets at once when a service ends their sessions (sign-out, password change). */
export function closeEndedSessions(registry: ConnectionRegistry, event: EndSessions): void {
  // Copied first: closing removes the connection from the set being walked.
  for (const connection of [...registry.ofUser(event.userId)]) {
    if (event.sessionId && connection.sessionId !== event.sessionId) continue;
    if (event.exceptSessionId && connection.sessionId === event.exceptSessionId) continue;
    connection.socket.close(realtimeCloseCodes.sessionEnded, "Session ended");
  }
}

/**
 * Closes the authenticated sockets whose session was revoked, reached its absolute or idle expiry,
 * or whose account is no longer active. Socket traffic is not session activity (decision 026): a
 * session lives on HTTP requests, so its socket ends when the next request would answer 401.
 */
export async function sweepSessions(
  registry: ConnectionRegistry,
  db: Db,
  now: Date,
  lifetimes: SessionLifetimes,
): Promise<void> {
  const open = registry.authenticated();
  if (open.length === 0) return;
  const ids = [...new Set(open.map((c) => c.sessionId))];
  const live = await liveSessionIds(db, ids, now, idleCutoffs(lifetimes, now));
  for (const connection of open) {
    if (!live.has(connection.sessionId)) {
      connection.socket.close(realtimeCloseCodes.sessionEnded, "Session ended");
    }
  }
}

/** Sweeps every 2 s until the returned function is called. */
export function startSessionSweeper(
  registry: ConnectionRegistry,
  options: {
    db: Db;
    now: () => Date;
    lifetimes: SessionLifetimes;
    /** Runs first: last-seen times still in memory must not make a session in use look idle. */
    beforeSweep?: () => Promise<void>;
    onError: (err: unknown) => void;
  },
): () => void {
  const sweep = async () => {
    if (registry.authenticated().length === 0) return;
    await options.beforeSweep?.();
    await sweepSessions(registry, options.db, options.now(), options.lifetimes);
  };
  const timer = setInterval(() => void sweep().catch(options.onError), SESSION_SWEEP_MS);
  // The sweep alone must not keep a process alive that is otherwise done.
  timer.unref();
  return () => clearInterval(timer);
}
