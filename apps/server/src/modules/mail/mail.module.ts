import type { ServerModule } from "../module.js";
import { registerMailRoutes } from "./mail.routes.js";
import { closeMailTransport, mailJobs } from "./mail.service.js";

export const mailModule: ServerModule = {
  name: "mail",
  routes: registerMailRoutes,
  queuedJobs: mailJobs,
  onClose: async (_app, ctx) => closeMailTransport(ctx),
};
