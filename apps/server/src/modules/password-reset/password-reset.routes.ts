import { passwordResetEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf } from "../../lib/request-context.js";
import { checkResetLink, requestPasswordReset, resetPassword } from "./password-reset.service.js";

/** Recovering a forgotten password: public, the mailed link is the authority. */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = { access: "public" } as const;
  const baseUrl = () => publicBaseUrl(ctx.config, app.server.address());
  registerEndpoint(app, passwordResetEndpoints.request, open, ({ request, body }) =>
    requestPasswordReset(ctx, originOf(request), body, baseUrl()),
  );
  registerEndpoint(app, passwordResetEndpoints.check, open, ({ request, body }) =>
    checkResetLink(ctx, originOf(request), body),
  );
  registerEndpoint(app, passwordResetEndpoints.reset, open, ({ request, body }) =>
    resetPassword(ctx, originOf(request), body),
  );
}
