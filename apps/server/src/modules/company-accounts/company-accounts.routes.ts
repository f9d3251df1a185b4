import { companyAccountEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { adminOnly } from "../../plugins/access.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import { createCompanyAccount, listCompanyAccounts } from "./company-accounts.service.js";

export function registerCompanyAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, companyAccountEndpoints.create, { access: adminOnly }, async ({ request, body }) =>
    withEnvelope(await createCompanyAccount(ctx, requireAuth(request), body, originOf(request)), {
      status: 201,
    }),
  );
  registerEndpoint(app, companyAccountEndpoints.list, { access: adminOnly }, () => listCompanyAccounts(ctx));
}
