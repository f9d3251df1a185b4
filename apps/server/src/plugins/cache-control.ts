import type { FastifyInstance } from "fastify";
import { isApiUrl } from "../lib/api-url.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The Cache-Control of a public route's successful answers, from its contract endpoint. */
    cacheControl?: string;
  }
}

/**
 * Every API answer is `Cache-Control: no-store` (tokens, accounts, admin settings must never sit in
 * a proxy or browser cache), except the successful answers of routes whose contract endpoint
 * declares `cacheControl` (public, identical for everyone). Errors are never cacheable. The web
 * app and its assets keep the static plugin's caching.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiUrl(request.url)) {
      const declared = request.is404 ? undefined : request.routeOptions.config?.cacheControl;
      const status = reply.statusCode;
      if (declared && status < 400) reply.header("cache-control", declared);
      else if (status >= 400 || !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
