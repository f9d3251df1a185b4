import type { ServerModule } from "../module.js";
import { registerStaffInvitationRoutes } from "./staff-invitations.routes.js";

export const staffInvitationsModule: ServerModule = {
  name: "staff-invitations",
  routes: registerStaffInvitationRoutes,
};
