import { accessRules, studentProfileEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { preferencesOf, updatePreferences } from "./students.service.js";

/** The signed-in student's own study preferences (/me: no other student's id can be named). */
export function registerStudentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.customer };
  registerEndpoint(app, studentProfileEndpoints.getPreferences, own, ({ request }) =>
    preferencesOf(ctx, actorOf(request)),
  );
  registerEndpoint(app, studentProfileEndpoints.updatePreferences, own, ({ request, body }) =>
    updatePreferences(ctx, actorOf(request), body),
  );
}
