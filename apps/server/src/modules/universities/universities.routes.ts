import { accessRules, universityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import { followCatalogueChanges } from "./universities.search-sync.js";
import {
  adminSearch,
  createUniversity,
  editUniversity,
  featured,
  getUniversityDetail,
  removeUniversity,
  search,
  similarUniversities,
} from "./universities.service.js";

/** The catalogue: public search, teaser and detail; admin create, edit and delete. */
export function registerUniversityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  // Each node searches its own copy of the catalogue, kept in step with the others' changes.
  followCatalogueChanges(ctx, app.log);
  // The catalogue is public data: guests search it and read each university's page (decision 048).
  registerEndpoint(app, universityEndpoints.search, { access: "public" }, ({ query }) => search(ctx, query));
  registerEndpoint(app, universityEndpoints.featured, { access: "public" }, ({ reply }) => {
    reply.header("cache-control", "no-store");
    return featured(ctx);
  });
  registerEndpoint(app, universityEndpoints.get, { access: "public" }, ({ params }) =>
    getUniversityDetail(ctx, params.id),
  );
  registerEndpoint(app, universityEndpoints.similar, { access: "public" }, ({ params }) =>
    similarUniversities(ctx, params.id),
  );

  registerEndpoint(app, universityEndpoints.adminList, admin, ({ request, query }) =>
    adminSearch(ctx, actorOf(request), query),
  );
  registerEndpoint(app, universityEndpoints.create, admin, async ({ request, body }) =>
    withEnvelope(await createUniversity(ctx, requestContextOf(request), body), { status: 201 }),
  );
  registerEndpoint(app, universityEndpoints.update, admin, ({ request, params, body }) =>
    editUniversity(ctx, requestContextOf(request), params.id, body),
  );
  registerEndpoint(app, universityEndpoints.remove, admin, ({ request, params }) =>
    removeUniversity(ctx, requestContextOf(request), params.id),
  );
}
