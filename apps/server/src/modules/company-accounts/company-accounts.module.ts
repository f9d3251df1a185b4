import type { ServerModule } from "../module.js";
import { registerCompanyAccountRoutes } from "./company-accounts.routes.js";

export const companyAccountsModule: ServerModule = {
  name: "company-accounts",
  routes: registerCompanyAccountRoutes,
};
