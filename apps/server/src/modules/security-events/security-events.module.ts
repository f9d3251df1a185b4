import type { ServerModule } from "../module.js";
import {
  registerSecurityEventCounter,
  registerSecurityEventRoutes,
  storeSecurityEventCounts,
} from "./security-events.routes.js";

export const securityEventsModule: ServerModule = {
  name: "security-events",
  // The plugins' refusals (CSRF, rate limits, access) count into it.
  beforePlugins: registerSecurityEventCounter,
  routes: registerSecurityEventRoutes,
  // The counter's final store, before the database closes.
  onClose: (app) => storeSecurityEventCounts(app),
};
