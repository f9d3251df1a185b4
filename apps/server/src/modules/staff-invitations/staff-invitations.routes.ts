import { accessRules, staffInvitationEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { originOf, requestContextOf } from "../../lib/request-context.js";
import {
  checkInvitation,
  createInvitation,
  listInvitations,
  registerWithInvitation,
  revokeInvitation,
} from "./staff-invitations.service.js";

export function registerStaffInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, staffInvitationEndpoints.check, { access: "public" }, ({ request, params }) =>
    checkInvitation(ctx, params.token, originOf(request)),
  );
  registerEndpoint(app, staffInvitationEndpoints.register, { access: "public" }, async ({ request, body }) =>
    withEnvelope(await registerWithInvitation(ctx, body, originOf(request)), { status: 201 }),
  );
  registerEndpoint(app, staffInvitationEndpoints.create, admin, async ({ request, body }) =>
    withEnvelope(
      await createInvitation(
        ctx,
        requestContextOf(request),
        body,
        publicBaseUrl(ctx.config, app.server.address()),
      ),
      { status: 201 },
    ),
  );
  registerEndpoint(app, staffInvitationEndpoints.listPending, admin, ({ request }) =>
    listInvitations(ctx, actorOf(request)),
  );
  registerEndpoint(app, staffInvitationEndpoints.revoke, admin, ({ request, params }) =>
    revokeInvitation(ctx, requestContextOf(request), params.id),
  );
}
