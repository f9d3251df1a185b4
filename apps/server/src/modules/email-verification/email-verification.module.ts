import type { ServerModule } from "../module.js";
import { registerEmailVerificationRoutes } from "./email-verification.routes.js";

export const emailVerificationModule: ServerModule = {
  name: "email-verification",
  routes: registerEmailVerificationRoutes,
};
