import { accessRules, securityEventEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { SecurityEventCounter } from "../../lib/security-events.js";
import { createCountStore, readSecurityEventCounts } from "./security-events.service.js";

/** How often a node stores its refusal counts (decision 025). */
export const SECURITY_EVENT_FLUSH_MS = 10_000;

/**
 * The node's refusal counter, on `app.securityEvents`: every `recordSecurityEvent` counts into it,
 * and it stores its counts every 10 s and at shutdown (`storeSecurityEventCounts`). Set up before
 * any hook can refuse a request.
 */
export function registerSecurityEventCounter(app: FastifyInstance, ctx: AppContext): void {
  const counter = new SecurityEventCounter(createCountStore(ctx), ctx.now, {
    flushEveryMs: SECURITY_EVENT_FLUSH_MS,
    onError: (err) => app.log.warn({ err }, "could not store security event counts"),
  });
  app.decorate("securityEvents", counter);
}

/** Stops the counter and stores what it holds; the app calls it at shutdown, before the database closes. */
export async function storeSecurityEventCounts(app: FastifyInstance): Promise<void> {
  await app.securityEvents
    ?.close()
    .catch((err: unknown) => app.log.warn({ err }, "could not store security event counts"));
}

/** The admin console's refusal counts. */
export function registerSecurityEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, securityEventEndpoints.counts, { access: accessRules.admin }, ({ request }) =>
    readSecurityEventCounts(ctx, actorOf(request), app.securityEvents),
  );
}
