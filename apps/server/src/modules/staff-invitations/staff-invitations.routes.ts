import { staffInvitationEndpoints } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { adminOnly } from "../../plugins/access.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import {
  checkInvitation,
  createInvitation,
  listInvitations,
  registerWithInvitation,
  revokeInvitation,
} from "./staff-invitations.service.js";

/** The address links should carry: PUBLIC_URL, else the host the admin is using. */
export function publicBaseUrl(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl?.replace(/\/$/, "") ?? `${request.protocol}://${request.host}`;
}

export function registerStaffInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, staffInvitationEndpoints.check, { access: "public" }, ({ request, params }) =>
    checkInvitation(ctx, params.token, originOf(request)),
  );
  registerEndpoint(app, staffInvitationEndpoints.register, { access: "public" }, async ({ request, body }) =>
    withEnvelope(await registerWithInvitation(ctx, body, originOf(request)), { status: 201 }),
  );
  registerEndpoint(app, staffInvitationEndpoints.create, { access: adminOnly }, async ({ request, body }) =>
    withEnvelope(
      await createInvitation(ctx, requireAuth(request), body, originOf(request), publicBaseUrl(ctx, request)),
      { status: 201 },
    ),
  );
  registerEndpoint(app, staffInvitationEndpoints.listPending, { access: adminOnly }, () =>
    listInvitations(ctx),
  );
  registerEndpoint(app, staffInvitationEndpoints.revoke, { access: adminOnly }, ({ request, params }) =>
    revokeInvitation(ctx, requireAuth(request), params.id, originOf(request)),
  );
}
