import type { ServerModule } from "../module.js";
import { chatRealtime } from "./chat.realtime.js";
import { registerChatRoutes } from "./chat.routes.js";
import { chatJobs } from "./chat.service.js";

export const chatModule: ServerModule = {
  name: "chat",
  routes: registerChatRoutes,
  realtime: () => chatRealtime(),
  queuedJobs: chatJobs,
};
