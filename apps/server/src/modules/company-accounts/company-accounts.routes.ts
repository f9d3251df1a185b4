import { accessRules, companyAccountEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import { createCompanyAccount, listCompanyAccounts } from "./company-accounts.service.js";

export function registerCompanyAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, companyAccountEndpoints.create, admin, async ({ request, body }) =>
    withEnvelope(await createCompanyAccount(ctx, requestContextOf(request), body), {
      status: 201,
    }),
  );
  registerEndpoint(app, companyAccountEndpoints.list, admin, ({ request }) =>
    listCompanyAccounts(ctx, actorOf(request)),
  );
}
