import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import type { ServerModule } from "../module.js";
import { universityPageHead } from "./universities.page-head.js";
import { registerUniversityRoutes } from "./universities.routes.js";
import { registerUniversityCountryRoutes } from "./universities-countries.routes.js";
import { registerUniversityImportRoutes } from "./universities-import.routes.js";

export const universitiesModule: ServerModule = {
  name: "universities",
  routes(app: FastifyInstance, ctx: AppContext) {
    registerUniversityRoutes(app, ctx);
    registerUniversityImportRoutes(app, ctx);
    registerUniversityCountryRoutes(app, ctx);
  },
  pageHeads: (ctx) => [universityPageHead(ctx)],
};
