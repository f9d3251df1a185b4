import type { ErrorCode, SecurityEventKind } from "@meridian/contract";
import type { FastifyRequest } from "fastify";
import type { AppError } from "./app-error.js";

export type { SecurityEventKind };

/** One minute's count of one kind. */
export interface SecurityEventCount {
  minute: Date;
  kind: SecurityEventKind;
  count: number;
}

/** Adds counts to durable storage (each node adds its own; storage sums them). */
export type StoreSecurityEventCounts = (counts: SecurityEventCount[]) => Promise<void>;

const MINUTE_MS = 60_000;
// Counts a failed store could not take are kept this long for the next try, then dropped.
const KEEP_UNSTORED_MS = 24 * 60 * MINUTE_MS;

function addTo(map: Map<string, SecurityEventCount>, entry: SecurityEventCount): void {
  const key = `${entry.minute.getTime()}|${entry.kind}`;
  const existing = map.get(key);
  if (existing) existing.count += entry.count;
  else map.set(key, { ...entry });
}

/**
 * Counts refusals in memory per minute and kind, and hands them to storage every `flushEveryMs`:
 * however many refusals a flood brings, a node writes at most one row per kind and minute per
 * flush (decision 025). Reads add the counts not yet stored, so this node's latest are never missed.
 */
export class SecurityEventCounter {
  private pending = new Map<string, SecurityEventCount>();
  private storing = new Map<string, SecurityEventCount>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: StoreSecurityEventCounts,
    private readonly now: () => Date,
    options: { flushEveryMs: number; onError: (err: unknown) => void },
  ) {
    this.timer = setInterval(() => void this.flush().catch(options.onError), options.flushEveryMs);
    this.timer.unref();
  }

  /** Counts one refusal in the current minute. */
  count(kind: SecurityEventKind): void {
    const minute = new Date(Math.floor(this.now().getTime() / MINUTE_MS) * MINUTE_MS);
    addTo(this.pending, { minute, kind, count: 1 });
  }

  /** Counts this node holds that storage does not have yet. */
  unstored(): SecurityEventCount[] {
    const all = new Map<string, SecurityEventCount>();
    for (const entry of [...this.storing.values(), ...this.pending.values()]) addTo(all, entry);
    return [...all.values()];
  }

  /** Hands the pending counts to storage (one flush at a time); a failed store keeps them for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      this.storing = this.pending;
      this.pending = new Map();
      try {
        await this.store([...this.storing.values()]);
      } catch (err) {
        const oldest = this.now().getTime() - KEEP_UNSTORED_MS;
        for (const entry of this.storing.values())
          if (entry.minute.getTime() >= oldest) addTo(this.pending, entry);
        throw err;
      } finally {
        this.storing = new Map();
      }
    });
    return this.flushing;
  }

  /** Stops the timer and stores what is left (on shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** This node's refusal counter (modules/security-events); absent only in apps built without it. */
    securityEvents?: SecurityEventCounter;
  }
}

/**
 * Records a refusal as a security event: one structured log line
 * `{ event: "security", kind, actorId, ip, route, requestId, reason? }` and one count for the admin
 * console. The one call every refusal makes (authorization, CSRF, throttles, sockets).
 */
export function recordSecurityEvent(
  request: FastifyRequest,
  kind: SecurityEventKind,
  detail: { reason?: string; actorId?: string } = {},
): void {
  request.log.warn(
    {
      event: "security",
      kind,
      actorId: detail.actorId ?? request.actor?.userId,
      ip: request.ip,
      // The route's pattern, never the raw URL (which may carry a token).
      route: request.routeOptions?.url ?? "(no route)",
      requestId: request.id,
      ...(detail.reason ? { reason: detail.reason } : {}),
    },
    "security event",
  );
  request.server.securityEvents?.count(kind);
}

/** Error codes that are refusals whatever raised them. */
const refusalCodes: Partial<Record<ErrorCode, SecurityEventKind>> = {
  FORBIDDEN: "authorization_denied",
  CSRF_TOKEN_MISSING: "csrf_rejected",
  CSRF_TOKEN_INVALID: "csrf_rejected",
  CROSS_SITE_REQUEST: "csrf_rejected",
  RATE_LIMITED: "throttled",
};

/** Records the security event an error answer stands for, if it is a refusal (called by the error handler). */
export function recordRefusal(request: FastifyRequest, err: AppError): void {
  const kind = err.extra.securityEvent ?? refusalCodes[err.code];
  if (kind) recordSecurityEvent(request, kind, { reason: err.code });
}
