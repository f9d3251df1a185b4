import type { ServerModule } from "../module.js";
import { chatRealtime } from "./chat.realtime.js";
import { registerChatRoutes } from "./chat.routes.js";

export const chatModule: ServerModule = {
  name: "chat",
  routes: registerChatRoutes,
  realtime: () => chatRealtime(),
};
