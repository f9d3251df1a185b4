import type { ServerModule } from "../module.js";
import { communityRealtime } from "./community.realtime.js";
import { registerCommunityRoutes } from "./community.routes.js";
import { seedDemoForum } from "./community.seed.js";
import { closePostViews } from "./post-views.counter.js";

export const communityModule: ServerModule = {
  name: "community",
  routes: registerCommunityRoutes,
  realtime: () => communityRealtime(),
  // The forum's counted views still in memory are written before the database closes.
  onClose: (_app, ctx) => closePostViews(ctx),
  // A demo forum with some ordinary talk, so the community pages are not empty.
  demoSeed: (ctx) => seedDemoForum(ctx.db, ctx.now()),
};
