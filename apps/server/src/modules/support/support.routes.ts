import { supportEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { optionalActorOf, originOf } from "../../plugins/auth-session.js";
import { contactSupport } from "./support.service.js";

/** The Contact Support form of /plans: open to guests and signed-in users alike. */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, supportEndpoints.contact, { access: "public" }, async ({ request, body }) =>
    contactSupport(ctx, await optionalActorOf(ctx, request), body, originOf(request)),
  );
}
