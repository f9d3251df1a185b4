import { universityCountryEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { catalogueCountryCounts } from "./universities.service.js";

/** The countries of the catalogue for the country filter: public, like the search it narrows. */
export function registerUniversityCountryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, universityCountryEndpoints.list, { access: "public" }, () =>
    catalogueCountryCounts(ctx),
  );
}
