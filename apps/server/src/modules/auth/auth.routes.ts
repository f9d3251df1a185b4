import {
  accessRules,
  authEndpoints,
  type LoginBody,
  needsSecondFactor,
  type SessionUser,
} from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { envelopeSerializerOf, registerEndpoint, serializedAnswer } from "../../lib/register-endpoint.js";
import { accountOf, originOf, requestContextOf } from "../../lib/request-context.js";
import { changePassword, type LoginDoor, login, logout, registerStudent } from "./auth.service.js";
import { createFormStart, createMathChallenge } from "./challenge.service.js";
import { deviceTokensOf, keepDeviceCookie } from "./device-cookie.js";
import { registerSecondFactorRoutes } from "./second-factor.routes.js";

const serializeMe = envelopeSerializerOf(authEndpoints.me);
const meAnswers = new WeakMap<SessionUser, string>();

/**
 * The answer of /api/auth/me, which every signed-in page load asks: serialized once per cached
 * session, not per request. The session cache hands out the same account object until a change
 * to the session or the account drops it (session.service), so a new object is a new answer.
 */
function meAnswer(account: SessionUser) {
  let body = meAnswers.get(account);
  if (!body) {
    body = serializeMe({ success: true, data: account });
    meAnswers.set(account, body);
  }
  return serializedAnswer(body);
}

/** Sign-in, registration, session and CSRF endpoints (spec part 1 §7). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { secure } = ctx.config;
  // A sign-in through a door, in a browser known by its device cookie (given a new one each time).
  const signInAt =
    (door: LoginDoor) =>
    async ({ request, reply, body }: { request: FastifyRequest; reply: FastifyReply; body: LoginBody }) => {
      const device = deviceTokensOf(request, secure);
      const signedIn = await login(ctx, door, body, originOf(request), device);
      // A second step to come keeps the browser's device id as it is: that step is the sign-in.
      if (!needsSecondFactor(signedIn)) keepDeviceCookie(reply, device.next, secure);
      return signedIn;
    };

  // The caller's own account stays reachable while a temporary password waits to be replaced.
  const ownAccount = { access: accessRules.signedIn, allowTemporaryPassword: true };

  registerEndpoint(app, authEndpoints.csrfToken, { access: "public" }, ({ request, reply }) => {
    reply.header("cache-control", "no-store");
    return { csrfToken: app.issueCsrfToken(request, reply) };
  });

  // The account was read with the session, by the one query the access check makes. Its answer is
  // a few hundred bytes, under the compression threshold: the compression hooks are left out.
  registerEndpoint(app, authEndpoints.me, { ...ownAccount, compress: false }, ({ request }) =>
    meAnswer(accountOf(request)),
  );

  registerEndpoint(app, authEndpoints.logout, ownAccount, async ({ request }) => {
    await logout(ctx, requestContextOf(request));
    return { message: "Signed out" };
  });

  registerEndpoint(app, authEndpoints.mathChallenge, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return createMathChallenge(ctx);
  });

  registerEndpoint(app, authEndpoints.formStart, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { formStartTime: createFormStart(ctx), allowedEmailDomains: ctx.config.allowedEmailDomains };
  });

  registerEndpoint(app, authEndpoints.studentRegister, { access: "public" }, ({ request, body }) =>
    registerStudent(ctx, body, originOf(request), publicBaseUrl(ctx.config, app.server.address())),
  );

  registerEndpoint(app, authEndpoints.studentLogin, { access: "public" }, signInAt("student"));
  registerEndpoint(app, authEndpoints.teamLogin, { access: "public" }, signInAt("team"));
  registerEndpoint(app, authEndpoints.companyLogin, { access: "public" }, signInAt("company"));

  registerEndpoint(app, authEndpoints.changePassword, ownAccount, ({ request, body }) =>
    changePassword(ctx, requestContextOf(request), body),
  );

  registerSecondFactorRoutes(app, ctx);
}
