import type { ServerModule } from "../module.js";
import { registerSiteRoutes } from "./site.routes.js";

export const siteModule: ServerModule = {
  name: "site",
  routes: registerSiteRoutes,
};
