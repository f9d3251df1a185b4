import type { ServerModule } from "../module.js";
import { notificationsRealtime } from "./notifications.realtime.js";
import { registerNotificationRoutes } from "./notifications.routes.js";
import { sendWeeklyDigests } from "./notifications.service.js";

export const notificationsModule: ServerModule = {
  name: "notifications",
  routes: registerNotificationRoutes,
  realtime: notificationsRealtime,
  // Each due digest is claimed by one node (notifications.repository claimDueDigests).
  jobs: [{ name: "weekly digests", run: sendWeeklyDigests }],
};
