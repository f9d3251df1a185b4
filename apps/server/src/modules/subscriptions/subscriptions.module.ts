import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import type { ServerModule } from "../module.js";
import { registerConversionTestRoutes } from "./conversion-test.routes.js";
import { registerStripeWebhookRoute } from "./stripe-webhook.routes.js";
import { registerSubscriptionRoutes } from "./subscriptions.routes.js";
import { endLapsedSubscriptions } from "./subscriptions.service.js";

export const subscriptionsModule: ServerModule = {
  name: "subscriptions",
  routes(app: FastifyInstance, ctx: AppContext) {
    registerStripeWebhookRoute(app, ctx);
    registerConversionTestRoutes(app, ctx);
    registerSubscriptionRoutes(app, ctx);
  },
  jobs: [{ name: "lapsed subscriptions", run: endLapsedSubscriptions }],
};
