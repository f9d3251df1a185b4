import type { ServerModule } from "../module.js";
import { registerSiteFactRoutes } from "./site-facts.routes.js";

export const siteFactsModule: ServerModule = {
  name: "site-facts",
  routes: registerSiteFactRoutes,
};
