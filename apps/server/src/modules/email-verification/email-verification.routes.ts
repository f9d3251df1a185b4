import { accessRules, emailVerificationEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf, requestContextOf } from "../../lib/request-context.js";
import { resendVerificationLink, verifyEmail } from "./email-verification.service.js";

/** Confirming an account's email address: a new link for the signed-in owner, the link's use public. */
export function registerEmailVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baseUrl = () => publicBaseUrl(ctx.config, app.server.address());
  registerEndpoint(app, emailVerificationEndpoints.resend, { access: accessRules.signedIn }, ({ request }) =>
    resendVerificationLink(ctx, requestContextOf(request), baseUrl()),
  );
  registerEndpoint(app, emailVerificationEndpoints.verify, { access: "public" }, ({ request, body }) =>
    verifyEmail(ctx, originOf(request), body),
  );
}
