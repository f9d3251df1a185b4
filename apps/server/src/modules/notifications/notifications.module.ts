import type { ServerModule } from "../module.js";
import { notificationsRealtime } from "./notifications.realtime.js";
import { registerNotificationRoutes } from "./notifications.routes.js";

export const notificationsModule: ServerModule = {
  name: "notifications",
  routes: registerNotificationRoutes,
  realtime: notificationsRealtime,
};
