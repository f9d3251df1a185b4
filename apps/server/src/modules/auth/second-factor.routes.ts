import { accessRules, secondFactorEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf, requestContextOf } from "../../lib/request-context.js";
import { deviceTokensOf, keepDeviceCookie } from "./device-cookie.js";
import {
  confirmPendingSetup,
  confirmSecondFactorSetup,
  disableSecondFactor,
  getSecondFactorStatus,
  startPendingSetup,
  startSecondFactorSetup,
  verifySecondStep,
} from "./second-factor.service.js";

/** Two-step sign-in: the account's own switch, and a sign-in's second step (spec part 1 §7). */
export function registerSecondFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { secure } = ctx.config;
  const own = { access: accessRules.signedIn };

  registerEndpoint(app, secondFactorEndpoints.status, own, ({ request, reply }) => {
    reply.header("cache-control", "no-store");
    return getSecondFactorStatus(ctx, requestContextOf(request));
  });
  registerEndpoint(app, secondFactorEndpoints.startSetup, own, ({ request, reply }) => {
    reply.header("cache-control", "no-store");
    return startSecondFactorSetup(ctx, requestContextOf(request));
  });
  registerEndpoint(app, secondFactorEndpoints.confirmSetup, own, ({ request, reply, body }) => {
    reply.header("cache-control", "no-store");
    return confirmSecondFactorSetup(ctx, requestContextOf(request), body.code);
  });
  registerEndpoint(app, secondFactorEndpoints.disable, own, ({ request, body }) =>
    disableSecondFactor(ctx, requestContextOf(request), body),
  );

  // The second step is the sign-in: it is what gives the browser its next device id.
  registerEndpoint(
    app,
    secondFactorEndpoints.verify,
    { access: "public" },
    async ({ request, reply, body }) => {
      const device = deviceTokensOf(request, secure);
      const signedIn = await verifySecondStep(ctx, body, originOf(request), device);
      keepDeviceCookie(reply, device.next, secure);
      return signedIn;
    },
  );
  registerEndpoint(
    app,
    secondFactorEndpoints.pendingSetup,
    { access: "public" },
    ({ request, reply, body }) => {
      reply.header("cache-control", "no-store");
      return startPendingSetup(ctx, body, originOf(request));
    },
  );
  registerEndpoint(
    app,
    secondFactorEndpoints.pendingSetupConfirm,
    { access: "public" },
    async ({ request, reply, body }) => {
      reply.header("cache-control", "no-store");
      const device = deviceTokensOf(request, secure);
      const signedIn = await confirmPendingSetup(ctx, body, originOf(request), device);
      keepDeviceCookie(reply, device.next, secure);
      return signedIn;
    },
  );
}
