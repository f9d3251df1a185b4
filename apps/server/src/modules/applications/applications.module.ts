import type { ServerModule } from "../module.js";
import { registerApplicationRoutes } from "./applications.routes.js";

export const applicationsModule: ServerModule = {
  name: "applications",
  routes: registerApplicationRoutes,
};
