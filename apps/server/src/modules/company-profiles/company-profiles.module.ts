import type { ServerModule } from "../module.js";
import { registerCompanyProfileRoutes } from "./company-profiles.routes.js";
import { seedDemoCompanyProfile } from "./company-profiles.seed.js";

export const companyProfilesModule: ServerModule = {
  name: "company-profiles",
  routes: registerCompanyProfileRoutes,
  // The demo company goes by a (fictional) company name, not its contact's.
  demoSeed: (ctx, demo) => seedDemoCompanyProfile(ctx.db, demo.companyEmail, ctx.now()),
};
