import { createHash } from "node:crypto";
import { themeInitScript } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { isApiUrl } from "../lib/api-url.js";
import { DOCS_PREFIX } from "./openapi.js";

/** The CSP source that allows the pages' one inline script (the theme, before first paint). */
const themeInitScriptSource = `'sha256-${createHash("sha256").update(themeInitScript).digest("base64")}'`;

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin, and the one
 * inline script that applies the theme before first paint, allowed by its hash (no other inline
 * script runs, so injected markup cannot run code). Requests (fetch, the socket) only to our own
 * origin: 'self' takes its ws:/wss: too (CSP Level 3). Styles only from our own origin, no inline
 * <style> or style attribute (decision 080): the dialogs' scroll lock adopts a constructed
 * stylesheet, the prerendered pages carry no style attribute, and styles React sets on the client
 * go through the CSSOM, which the policy does not govern. The API reference alone widens styles.
 */
export function contentSecurityPolicy(secure: boolean, styleSources = "'self'"): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${themeInitScriptSource}`,
    `style-src ${styleSources}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** What an API answer is allowed if a browser ever renders it as a page: nothing, in no frame. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response, computed once at start: building them per request (as a
 * generic middleware does) cost more than half of the throughput of a cheap route. The web app's
 * pages and assets, and the API reference under /api/docs, get the full set; API answers (JSON,
 * files) get the policy above and the headers that bind any response, not those only a page acts
 * on (opener and agent-cluster isolation, DNS prefetching, cross-domain policy files): every
 * signed-in request carries them, and each costs its writing and checking (decision 059).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }): void {
  const anyResponse: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    // HSTS only means something over https, and would pin a local http install.
    ...(options.secure ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  const page: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options.secure),
    ...anyResponse,
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
  };
  // Swagger UI applies inline styles as it renders (a refused one is an error on every visit): its
  // pages alone allow them; they show no user's content, and scripts stay as strict (decision 080).
  const docsPage: Record<string, string> = {
    ...page,
    "content-security-policy": contentSecurityPolicy(options.secure, "'self' 'unsafe-inline'"),
  };
  const api: Record<string, string> = {
    "content-security-policy": API_CONTENT_SECURITY_POLICY,
    ...anyResponse,
  };
  const headersFor = (url: string): Record<string, string> => {
    if (!isApiUrl(url)) return page;
    const rest = url.slice(DOCS_PREFIX.length);
    const isDocs = url.startsWith(DOCS_PREFIX) && (rest === "" || rest[0] === "/" || rest[0] === "?");
    return isDocs ? docsPage : api;
  };
  app.addHook("onRequest", (request, reply, done) => {
    // Decided by the URL alone: the route's options are an object Fastify builds on each read.
    reply.headers(headersFor(request.url));
    reply.header("x-request-id", request.id);
    done();
  });
}
