import type { ServerModule } from "../module.js";
import { registerRecommendationRoutes } from "./recommendations.routes.js";

export const recommendationsModule: ServerModule = {
  name: "recommendations",
  routes: registerRecommendationRoutes,
};
