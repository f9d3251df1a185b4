import {
  accessRules,
  counselorStudentEndpoints,
  ownStudentProfileEndpoints,
  studentProfileEndpoints,
} from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  counselorStudentOf,
  ownProfileOf,
  preferencesOf,
  setCounselorStudentStatus,
  updateCounselorStudent,
  updateOwnProfile,
  updatePreferences,
} from "./students.service.js";

/**
 * The signed-in student's own study preferences (/me: no other student's id can be named), and
 * the counselor-side profile of a student (by profile id).
 */
export function registerStudentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.customer };
  registerEndpoint(app, studentProfileEndpoints.getPreferences, own, ({ request }) =>
    preferencesOf(ctx, actorOf(request)),
  );
  registerEndpoint(app, studentProfileEndpoints.updatePreferences, own, ({ request, body }) =>
    updatePreferences(ctx, actorOf(request), body),
  );
  // The student's own study profile: the counselor's save, without the staff-only keys.
  registerEndpoint(app, ownStudentProfileEndpoints.get, own, ({ request }) =>
    ownProfileOf(ctx, actorOf(request)),
  );
  registerEndpoint(app, ownStudentProfileEndpoints.update, own, ({ request, body }) =>
    updateOwnProfile(ctx, requestContextOf(request), body),
  );

  // The counselor's screen: staff pass the gate, and the service lets through only those who
  // work the student (their counselor, or an admin).
  const staff = { access: accessRules.staff };
  registerEndpoint(app, counselorStudentEndpoints.get, staff, ({ request, params }) =>
    counselorStudentOf(ctx, actorOf(request), params.studentId),
  );
  registerEndpoint(app, counselorStudentEndpoints.update, staff, ({ request, params, body }) =>
    updateCounselorStudent(ctx, requestContextOf(request), params.studentId, body),
  );
  registerEndpoint(app, counselorStudentEndpoints.setStatus, staff, ({ request, params, body }) =>
    setCounselorStudentStatus(ctx, requestContextOf(request), params.studentId, body.status),
  );
}
