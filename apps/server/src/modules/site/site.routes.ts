import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import { robotsText, sitemapXml } from "./site.service.js";

/**
 * The files search engines ask for at the site's root: robots.txt and sitemap.xml. Public, and
 * outside /api (the web app's fallback would otherwise answer them with its HTML). URLs name
 * PUBLIC_URL (or the listening address), never the request's Host.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baseUrl = () => publicBaseUrl(ctx.config, app.server.address());
  const options = { schema: { hide: true }, config: { access: "public" as const } };
  app.get("/robots.txt", options, async (_request, reply) => {
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return robotsText(baseUrl());
  });
  app.get("/sitemap.xml", options, async (_request, reply) => {
    const xml = await sitemapXml(ctx, baseUrl());
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=600");
    return xml;
  });
}
