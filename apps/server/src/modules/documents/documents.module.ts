import type { ServerModule } from "../module.js";
import { registerDocumentRoutes } from "./documents.routes.js";

export const documentsModule: ServerModule = {
  name: "documents",
  routes: registerDocumentRoutes,
};
