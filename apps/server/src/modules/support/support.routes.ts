import { accessRules, supportEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf } from "../../lib/request-context.js";
import { optionalActorOf } from "../../plugins/auth-session.js";
import {
  contactSupport,
  listSupportRequests,
  replyToSupportRequest,
  updateSupportRequest,
} from "./support.service.js";

/** The Contact Support form (open to guests and signed-in users alike) and the admins' queue of its messages. */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, supportEndpoints.contact, { access: "public" }, async ({ request, body }) =>
    contactSupport(ctx, await optionalActorOf(request), body, originOf(request)),
  );
  registerEndpoint(app, supportEndpoints.requests, { access: accessRules.admin }, ({ request, query }) =>
    listSupportRequests(ctx, actorOf(request), query),
  );
  registerEndpoint(app, supportEndpoints.update, { access: accessRules.admin }, ({ request, params, body }) =>
    updateSupportRequest(ctx, actorOf(request), params.requestId, body),
  );
  registerEndpoint(app, supportEndpoints.reply, { access: accessRules.admin }, ({ request, params, body }) =>
    replyToSupportRequest(ctx, actorOf(request), params.requestId, body),
  );
}
