import { createHash } from "node:crypto";
import { themeInitScript } from "@meridian/contract";
import type { FastifyInstance } from "fastify";

/** The CSP source that allows the pages' one inline script (the theme, before first paint). */
const themeInitScriptSource = `'sha256-${createHash("sha256").update(themeInitScript).digest("base64")}'`;

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin, and the one
 * inline script that applies the theme before first paint, allowed by its hash (no other inline
 * script runs, so injected markup cannot run code); inline style attributes stay allowed
 * because UI primitives position popovers and toasts with them.
 */
export function contentSecurityPolicy(secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${themeInitScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${secure ? "wss:" : "ws:"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * Security headers on every response, computed once at start: building them per request (as a
 * generic middleware does) cost more than half of the throughput of a cheap route.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }): void {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options.secure),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
    // HSTS only means something over https, and would pin a local http install.
    ...(options.secure ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
}
