import { universityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { adminOnly } from "../../plugins/access.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import {
  createUniversity,
  editUniversity,
  featured,
  getUniversity,
  removeUniversity,
  search,
} from "./universities.service.js";

/** The catalogue: public search, teaser and detail; admin create, edit and delete. */
export function registerUniversityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The search is public, like the top navigation that links to it; the page itself is for signed-in users.
  registerEndpoint(app, universityEndpoints.search, { access: "public" }, ({ query }) => search(ctx, query));
  registerEndpoint(app, universityEndpoints.featured, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return featured(ctx);
  });
  registerEndpoint(app, universityEndpoints.get, { access: "public" }, ({ params }) =>
    getUniversity(ctx, params.id),
  );

  registerEndpoint(app, universityEndpoints.adminList, { access: adminOnly }, ({ query }) =>
    search(ctx, query),
  );
  registerEndpoint(app, universityEndpoints.create, { access: adminOnly }, async ({ request, body }) =>
    withEnvelope(await createUniversity(ctx, requireAuth(request), body, originOf(request)), { status: 201 }),
  );
  registerEndpoint(app, universityEndpoints.update, { access: adminOnly }, ({ request, params, body }) =>
    editUniversity(ctx, requireAuth(request), params.id, body, originOf(request)),
  );
  registerEndpoint(app, universityEndpoints.remove, { access: adminOnly }, ({ request, params }) =>
    removeUniversity(ctx, requireAuth(request), params.id, originOf(request)),
  );
}
