import { accessRules, applicationEndpoints } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { idempotencyKeyOf } from "../../lib/idempotency.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  applicationListScope,
  createApplication,
  getApplication,
  listApplications,
  recentApplications,
  recentApplicationsScope,
  removeApplication,
  setChecklistDocument,
  transitionApplication,
  updateApplication,
} from "./applications.service.js";

/**
 * A student's applications. The student's own routes are for students (the recent ones for staff
 * too, over their students); one application, its moves and its checklist are for anyone signed
 * in, and the service's policy decides whose records they reach (the student, staff who work the
 * student), answering 404 to anybody else.
 */
export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const student = { access: accessRules.customer };
  const record = { access: accessRules.signedIn };
  const cachedList = {
    ...student,
    cache: ({ request }: { request: FastifyRequest }) => applicationListScope(ctx, actorOf(request)),
  };
  registerEndpoint(app, applicationEndpoints.list, cachedList, ({ request }) =>
    listApplications(ctx, actorOf(request)),
  );
  // The team dashboard reads it too: the service answers each caller their share.
  const recent = {
    access: accessRules.customerOrStaff,
    cache: ({ request }: { request: FastifyRequest }) => recentApplicationsScope(ctx, actorOf(request)),
  };
  registerEndpoint(app, applicationEndpoints.recent, recent, ({ request }) =>
    recentApplications(ctx, actorOf(request)),
  );
  registerEndpoint(app, applicationEndpoints.create, student, async ({ request, reply, body }) => {
    const { application, replayed } = await createApplication(ctx, requestContextOf(request), body, {
      idempotencyKey: idempotencyKeyOf(request),
    });
    // A retry with the same key answers the first result, marked so a client can tell.
    if (replayed) reply.header("idempotent-replayed", "true");
    return withEnvelope(application, { status: replayed ? 200 : 201 });
  });
  registerEndpoint(app, applicationEndpoints.update, student, ({ request, params, body }) =>
    updateApplication(ctx, actorOf(request), params.id, body),
  );
  registerEndpoint(app, applicationEndpoints.remove, student, ({ request, params }) =>
    removeApplication(ctx, requestContextOf(request), params.id),
  );
  registerEndpoint(app, applicationEndpoints.get, record, ({ request, params }) =>
    getApplication(ctx, actorOf(request), params.id),
  );
  registerEndpoint(app, applicationEndpoints.transition, record, ({ request, params, body }) =>
    transitionApplication(ctx, requestContextOf(request), params.id, body),
  );
  registerEndpoint(app, applicationEndpoints.attachDocument, record, ({ request, params, body }) =>
    setChecklistDocument(ctx, actorOf(request), params.id, params.item, body.documentId),
  );
}
