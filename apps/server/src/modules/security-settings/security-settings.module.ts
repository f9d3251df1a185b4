import type { ServerModule } from "../module.js";
import { registerSecuritySettingsRoutes } from "./security-settings.routes.js";

export const securitySettingsModule: ServerModule = {
  name: "security-settings",
  routes: registerSecuritySettingsRoutes,
};
