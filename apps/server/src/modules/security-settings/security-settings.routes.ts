import { securitySettingsEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { adminOnly } from "../../plugins/access.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import {
  checkTeamAccessCode,
  getSecuritySettings,
  getTeamLoginVisibility,
  updateSecuritySettings,
} from "./security-settings.service.js";

/** Team-login visibility, the team-access code check, and the admin screen behind them. */
export function registerSecuritySettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, securitySettingsEndpoints.teamLoginVisibility, { access: "public" }, () =>
    getTeamLoginVisibility(ctx),
  );
  registerEndpoint(app, securitySettingsEndpoints.teamAccessCode, { access: "public" }, ({ request, body }) =>
    checkTeamAccessCode(ctx, body.code, originOf(request)),
  );
  registerEndpoint(app, securitySettingsEndpoints.get, { access: adminOnly }, () => getSecuritySettings(ctx));
  registerEndpoint(app, securitySettingsEndpoints.update, { access: adminOnly }, ({ request, body }) =>
    updateSecuritySettings(ctx, requireAuth(request), body, originOf(request)),
  );
}
