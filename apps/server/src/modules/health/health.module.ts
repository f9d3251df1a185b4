import type { ServerModule } from "../module.js";
import { registerHealthRoutes } from "./health.routes.js";

export const healthModule: ServerModule = {
  name: "health",
  routes: registerHealthRoutes,
};
