import { accessRules, accountSessionEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./account-sessions.service.js";

/**
 * The signed-in user's own sessions in /settings: the list, and signing out one or all others.
 * Reachable with a temporary password too, like the rest of the caller's own account.
 */
export function registerAccountSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.signedIn, allowTemporaryPassword: true };
  registerEndpoint(app, accountSessionEndpoints.list, own, ({ request }) =>
    listOwnSessions(ctx, actorOf(request)),
  );
  registerEndpoint(app, accountSessionEndpoints.end, own, ({ request, params }) =>
    endOwnSession(ctx, requestContextOf(request), params.id),
  );
  registerEndpoint(app, accountSessionEndpoints.endOthers, own, ({ request }) =>
    endOtherSessions(ctx, requestContextOf(request)),
  );
}
