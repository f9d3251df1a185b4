import { accessRules, caseloadEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import {
  assignedStudents,
  caseloadAnalytics,
  caseloadApplications,
  teamMembers,
} from "./caseload.service.js";

/** The team dashboard: the caller's students, their applications, figures, and the team. */
export function registerCaseloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const staff = { access: accessRules.staff };
  registerEndpoint(app, caseloadEndpoints.assignedStudents, staff, ({ request, query }) =>
    assignedStudents(ctx, actorOf(request), query),
  );
  registerEndpoint(app, caseloadEndpoints.applications, staff, ({ request, query }) =>
    caseloadApplications(ctx, actorOf(request), query),
  );
  registerEndpoint(app, caseloadEndpoints.analytics, staff, ({ request }) =>
    caseloadAnalytics(ctx, actorOf(request)),
  );
  registerEndpoint(app, caseloadEndpoints.teamMembers, { access: accessRules.team }, ({ request }) =>
    teamMembers(ctx, actorOf(request)),
  );
}
