import type { FastifyServerOptions } from "fastify";

// Secrets that must never reach a log line, wherever they appear in a logged object.
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.currentPassword",
  "*.token",
  "*.csrfToken",
  "*.secretCode",
];

// Path segments that are themselves credentials (invitation and setup links).
const SECRET_PATH = /(\/(?:staff-invite|setup|reset-password)\/)[^/?]+/g;

/** Strips credentials that travel in URLs before the URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, "$1[redacted]").replace(/([?&](?:token|code)=)[^&]+/g, "$1[redacted]");
}

/** pino options for Fastify: request ids on every line, secrets redacted. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers?.["user-agent"],
        };
      },
    },
  };
}
