import type { ServerModule } from "../module.js";
import { registerSubscriptionPlanRoutes } from "./subscription-plans.routes.js";
import { seedSamplePlans } from "./subscription-plans.seed.js";

export const subscriptionPlansModule: ServerModule = {
  name: "subscription-plans",
  routes: registerSubscriptionPlanRoutes,
  // /plans lists plans from the database; a demo install shows the labelled sample plans.
  demoSeed: (ctx) => seedSamplePlans(ctx.db),
};
