import type { ServerModule } from "../module.js";
import { registerUserProfileRoutes } from "./user-profile.routes.js";

export const userProfileModule: ServerModule = {
  name: "user-profile",
  routes: registerUserProfileRoutes,
};
