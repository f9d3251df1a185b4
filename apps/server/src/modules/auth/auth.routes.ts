import { authEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import { presentUser } from "./auth.presenter.js";
import { changePassword, login, logout, registerStudent } from "./auth.service.js";
import { createFormStart, createMathChallenge } from "./challenge.service.js";

/** Sign-in, registration, session and CSRF endpoints (spec part 1 §7). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, authEndpoints.csrfToken, { access: "public" }, ({ request, reply }) => {
    reply.header("cache-control", "no-store");
    return { csrfToken: app.issueCsrfToken(request, reply) };
  });

  registerEndpoint(
    app,
    authEndpoints.me,
    { access: "authenticated", allowTemporaryPassword: true },
    ({ request }) => presentUser(requireAuth(request).user),
  );

  registerEndpoint(
    app,
    authEndpoints.logout,
    { access: "authenticated", allowTemporaryPassword: true },
    async ({ request }) => {
      await logout(ctx, requireAuth(request), originOf(request));
      return { message: "Signed out" };
    },
  );

  registerEndpoint(app, authEndpoints.mathChallenge, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return createMathChallenge(ctx);
  });

  registerEndpoint(app, authEndpoints.formStart, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { formStartTime: createFormStart(ctx), allowedEmailDomains: ctx.config.allowedEmailDomains };
  });

  registerEndpoint(app, authEndpoints.studentRegister, { access: "public" }, ({ request, body }) =>
    registerStudent(ctx, body, originOf(request)),
  );

  registerEndpoint(app, authEndpoints.studentLogin, { access: "public" }, ({ request, body }) =>
    login(ctx, "student", body, originOf(request)),
  );
  registerEndpoint(app, authEndpoints.teamLogin, { access: "public" }, ({ request, body }) =>
    login(ctx, "team", body, originOf(request)),
  );
  registerEndpoint(app, authEndpoints.companyLogin, { access: "public" }, ({ request, body }) =>
    login(ctx, "company", body, originOf(request)),
  );

  registerEndpoint(
    app,
    authEndpoints.changePassword,
    { access: "authenticated", allowTemporaryPassword: true },
    ({ request, body }) => changePassword(ctx, requireAuth(request), body, originOf(request)),
  );
}
