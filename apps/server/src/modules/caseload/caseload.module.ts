import type { ServerModule } from "../module.js";
import { registerCaseloadRoutes } from "./caseload.routes.js";

export const caseloadModule: ServerModule = {
  name: "caseload",
  routes: registerCaseloadRoutes,
};
