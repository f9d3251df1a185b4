import type { ServerModule } from "../module.js";
import { notifyFallingDue } from "./follow-ups.reminders.js";
import { registerFollowUpRoutes } from "./follow-ups.routes.js";

export const followUpsModule: ServerModule = {
  name: "follow-ups",
  routes: registerFollowUpRoutes,
  // Each follow-up falling due is claimed by one node (follow-ups.reminders).
  jobs: [{ name: "follow-up reminders", run: notifyFallingDue }],
};
