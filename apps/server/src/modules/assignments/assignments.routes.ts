import { accessRules, assignmentEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  assignmentHistory,
  assignStudent,
  bulkAssign,
  listCounselors,
  listStudentsForAssignment,
} from "./assignments.service.js";

/** The admin's assignment of students to counselors. */
export function registerAssignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, assignmentEndpoints.listStudents, admin, ({ request, query }) =>
    listStudentsForAssignment(ctx, actorOf(request), query),
  );
  registerEndpoint(app, assignmentEndpoints.listCounselors, admin, ({ request }) =>
    listCounselors(ctx, actorOf(request)),
  );
  registerEndpoint(app, assignmentEndpoints.assign, admin, ({ request, params, body }) =>
    assignStudent(ctx, requestContextOf(request), params.studentId, body),
  );
  registerEndpoint(app, assignmentEndpoints.bulkAssign, admin, ({ request, body }) =>
    bulkAssign(ctx, requestContextOf(request), body),
  );
  registerEndpoint(app, assignmentEndpoints.history, admin, ({ request, params }) =>
    assignmentHistory(ctx, actorOf(request), params.studentId),
  );
}
