import type { ServerModule } from "../module.js";
import { registerSupportRoutes } from "./support.routes.js";

export const supportModule: ServerModule = {
  name: "support",
  routes: registerSupportRoutes,
};
