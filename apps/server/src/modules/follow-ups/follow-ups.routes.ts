import { accessRules, followUpEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { idempotencyKeyOf } from "../../lib/idempotency.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import {
  createFollowUp,
  dueFollowUps,
  listFollowUps,
  scheduleMeeting,
  updateFollowUp,
} from "./follow-ups.service.js";

/**
 * Follow-up notes on a student's file, for staff; the service's first call (workedStudent) lets
 * through only the student's counselor or an admin, and answers 404 to any other.
 */
export function registerFollowUpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const staff = { access: accessRules.staff };
  registerEndpoint(app, followUpEndpoints.due, staff, ({ request }) => dueFollowUps(ctx, actorOf(request)));
  registerEndpoint(app, followUpEndpoints.list, staff, ({ request, params, query }) =>
    listFollowUps(ctx, actorOf(request), params.studentId, query),
  );
  registerEndpoint(app, followUpEndpoints.create, staff, async ({ request, reply, params, body }) => {
    const { note, replayed } = await createFollowUp(ctx, actorOf(request), params.studentId, body, {
      idempotencyKey: idempotencyKeyOf(request),
    });
    if (replayed) reply.header("idempotent-replayed", "true");
    return withEnvelope(note, { status: replayed ? 200 : 201 });
  });
  registerEndpoint(
    app,
    followUpEndpoints.scheduleMeeting,
    staff,
    async ({ request, reply, params, body }) => {
      const { note, replayed } = await scheduleMeeting(ctx, actorOf(request), params.studentId, body, {
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (replayed) reply.header("idempotent-replayed", "true");
      return withEnvelope(note, { status: replayed ? 200 : 201 });
    },
  );
  registerEndpoint(app, followUpEndpoints.update, staff, ({ request, params, body }) =>
    updateFollowUp(ctx, actorOf(request), params.studentId, params.noteId, body),
  );
}
