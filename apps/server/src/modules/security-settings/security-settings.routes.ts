import { accessRules, securitySettingsEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { originOf, requestContextOf } from "../../lib/request-context.js";
import {
  checkTeamAccessCode,
  getSecuritySettings,
  getTeamLoginVisibility,
  updateSecuritySettings,
} from "./security-settings.service.js";

/** Team-login visibility, the team-access code check, and the admin screen behind them. */
export function registerSecuritySettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, securitySettingsEndpoints.teamLoginVisibility, { access: "public" }, () =>
    getTeamLoginVisibility(ctx),
  );
  registerEndpoint(app, securitySettingsEndpoints.teamAccessCode, { access: "public" }, ({ request, body }) =>
    checkTeamAccessCode(ctx, body.code, originOf(request)),
  );
  registerEndpoint(app, securitySettingsEndpoints.get, admin, ({ request }) =>
    getSecuritySettings(ctx, actorOf(request)),
  );
  registerEndpoint(app, securitySettingsEndpoints.update, admin, ({ request, body }) =>
    updateSecuritySettings(ctx, requestContextOf(request), body),
  );
}
