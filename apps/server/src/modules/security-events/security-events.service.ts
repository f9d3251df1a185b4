import {
  SECURITY_EVENT_COUNTS_KEEP_DAYS,
  type SecurityEventCounts,
  SecurityEventKindSchema,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { SecurityEventCount, SecurityEventCounter } from "../../lib/security-events.js";
import { canSeeSecurityEvents } from "./security-events.policy.js";
import {
  addSecurityEventCounts,
  pruneSecurityEventCounts,
  sumSecurityEventCounts,
} from "./security-events.repository.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Stored minute counts are kept this long (the console shows 24 hours). */
const KEEP_COUNTS_MS = SECURITY_EVENT_COUNTS_KEEP_DAYS * DAY_MS;

/** The start of the oldest minute bucket inside a window that ends now: the window holds whole minutes. */
function windowStart(now: Date, lengthMs: number): Date {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(minute - lengthMs + MINUTE_MS);
}

/**
 * Stores a node's counts and, at most once an hour, drops those older than a week. Called by the
 * node's counter, for nobody: no actor, no authorize.
 */
export function createCountStore(ctx: AppContext): (counts: SecurityEventCount[]) => Promise<void> {
  let prunedAt = 0;
  return async (counts) => {
    await addSecurityEventCounts(ctx.db, counts);
    const now = ctx.now().getTime();
    if (now - prunedAt >= HOUR_MS) {
      prunedAt = now;
      await pruneSecurityEventCounts(ctx.db, new Date(now - KEEP_COUNTS_MS));
    }
  };
}

/** Refusals by kind over the last hour and the last 24 hours: every node's stored counts plus this node's latest. */
export async function readSecurityEventCounts(
  ctx: AppContext,
  actor: Actor,
  counter: SecurityEventCounter | undefined,
): Promise<SecurityEventCounts> {
  authorize(canSeeSecurityEvents(actor), "forbidden");
  const now = ctx.now();
  const since = { recent: windowStart(now, HOUR_MS), older: windowStart(now, DAY_MS) };
  const totals = new Map(
    SecurityEventKindSchema.options.map((kind) => [kind, { lastHour: 0, last24Hours: 0 }]),
  );
  for (const row of await sumSecurityEventCounts(ctx.db, since)) {
    const total = totals.get(row.kind);
    if (total) {
      total.lastHour += row.recent;
      total.last24Hours += row.older;
    }
  }
  for (const entry of counter?.unstored() ?? []) {
    const total = totals.get(entry.kind);
    if (!total || entry.minute < since.older) continue;
    total.last24Hours += entry.count;
    if (entry.minute >= since.recent) total.lastHour += entry.count;
  }
  return {
    generatedAt: now.toISOString(),
    counts: [...totals].map(([kind, total]) => ({ kind, ...total })),
  };
}
