import type { Access } from "./auth-session.js";

/** Team members with the admin role. */
export const adminOnly: Access = { userTypes: ["team_member"], teamRoles: ["admin"] };
