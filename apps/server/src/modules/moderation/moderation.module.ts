import type { ServerModule } from "../module.js";
import { registerModerationRoutes } from "./moderation.routes.js";

export const moderationModule: ServerModule = {
  name: "moderation",
  routes: registerModerationRoutes,
};
