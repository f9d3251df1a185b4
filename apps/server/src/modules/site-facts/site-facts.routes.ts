import { siteFactEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { siteFacts } from "./site-facts.service.js";

/** The landing page's figures: public, the same for everyone. */
export function registerSiteFactRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, siteFactEndpoints.get, { access: "public" }, () => siteFacts(ctx));
}
