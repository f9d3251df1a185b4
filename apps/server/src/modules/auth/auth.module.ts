import type { ServerModule } from "../module.js";
import { registerAuthRoutes } from "./auth.routes.js";
import { closeSessionCache } from "./session.service.js";

// The session lookup itself (authenticateActor) is handed to the auth plugin and the realtime
// gateway by app.ts: both sit below the modules.
export const authModule: ServerModule = {
  name: "auth",
  routes: registerAuthRoutes,
  // Last-seen times still in memory are written before the database closes.
  onClose: (_app, ctx) => closeSessionCache(ctx),
};
