import type { ServerModule } from "../module.js";
import { registerPasswordResetRoutes } from "./password-reset.routes.js";
import { passwordResetJobs } from "./password-reset.service.js";

export const passwordResetModule: ServerModule = {
  name: "password-reset",
  routes: registerPasswordResetRoutes,
  queuedJobs: passwordResetJobs,
};
