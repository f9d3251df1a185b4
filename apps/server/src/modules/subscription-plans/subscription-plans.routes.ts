import { subscriptionPlanEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { listPlans } from "./subscription-plans.service.js";

/** The public plan list of /plans. */
export function registerSubscriptionPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, subscriptionPlanEndpoints.list, { access: "public" }, () => listPlans(ctx));
}
