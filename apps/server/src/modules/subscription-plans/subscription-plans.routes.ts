import { accessRules, subscriptionPlanEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  createPlanAsAdmin,
  listPlans,
  listPlansForAdmin,
  updatePlanAsAdmin,
} from "./subscription-plans.service.js";

/** The public plan list of /plans, and the admins' plan management. */
export function registerSubscriptionPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, subscriptionPlanEndpoints.list, { access: "public" }, () => listPlans(ctx));
  registerEndpoint(app, subscriptionPlanEndpoints.adminList, admin, ({ request }) =>
    listPlansForAdmin(ctx, actorOf(request)),
  );
  registerEndpoint(app, subscriptionPlanEndpoints.create, admin, async ({ request, body }) =>
    withEnvelope(await createPlanAsAdmin(ctx, requestContextOf(request), body), { status: 201 }),
  );
  registerEndpoint(app, subscriptionPlanEndpoints.update, admin, ({ request, params, body }) =>
    updatePlanAsAdmin(ctx, requestContextOf(request), params.planId, body),
  );
}
