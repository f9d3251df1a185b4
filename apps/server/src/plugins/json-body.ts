import type { FastifyInstance } from "fastify";

/**
 * JSON bodies, parsed by Fastify's own parser (prototype poisoning refused), except that an empty
 * body is no body: HTTP client wrappers often send `Content-Type: application/json` on every
 * request, and a route without a body (logout) must work for them. A route that needs a body
 * still refuses the missing one with its schema's 422. JSON is the only body type: Fastify's own
 * text/plain parser would hand a route a string its schema refuses with a 422, where the client's
 * mistake is the media type (415 UNSUPPORTED_MEDIA_TYPE). Webhooks and uploads read their bodies
 * with their own parsers.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
