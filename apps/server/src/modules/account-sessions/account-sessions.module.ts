import type { ServerModule } from "../module.js";
import { registerAccountSessionRoutes } from "./account-sessions.routes.js";

export const accountSessionsModule: ServerModule = {
  name: "account-sessions",
  routes: registerAccountSessionRoutes,
};
