import { accessRules, subscriptionEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { conversionTestStatus, sendTestWebhook } from "./conversion-test.service.js";

/** The conversion test page's panel (admins; off in production). */
export function registerConversionTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, subscriptionEndpoints.testStatus, admin, ({ request }) =>
    conversionTestStatus(ctx, actorOf(request)),
  );
  registerEndpoint(app, subscriptionEndpoints.testWebhook, admin, ({ request, body }) =>
    sendTestWebhook(ctx, actorOf(request), body),
  );
}
