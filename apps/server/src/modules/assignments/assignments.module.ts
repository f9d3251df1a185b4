import type { ServerModule } from "../module.js";
import { registerAssignmentRoutes } from "./assignments.routes.js";

export const assignmentsModule: ServerModule = {
  name: "assignments",
  routes: registerAssignmentRoutes,
};
