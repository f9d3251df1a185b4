import type { FastifyServerOptions } from "fastify";
import { serializeError } from "./log-errors.js";

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

// Route parameters that are credentials (the invitation token): a matched route's are redacted by name.
const SECRET_PARAMS = new Set(["token", "code"]);

// Page paths (the web app's, matched by no API route) that carry a credential, and query keys that do.
const SECRET_PATH = /(\/(?:staff-invite|setup|reset-password)\/)[^/?]+/g;
const SECRET_QUERY = /([?&](?:token|code)=)[^&]+/g;

/** The URL with percent-encoding undone, so `staff%2Dinvite` cannot hide from the patterns. */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Strips credentials that travel in URLs before the URL is logged, whatever their spelling. */
export function redactUrl(url: string): string {
  return decoded(url).replace(SECRET_PATH, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
}

/** What the request serializer reads of a Fastify request. */
interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
  params?: unknown;
  routeOptions?: { url?: string };
}

/**
 * The URL a log line shows. For a matched route it is rebuilt from the route's pattern and the
 * parameters the router decoded, secret ones replaced, so no spelling of the raw URL can carry a
 * token past it; unmatched URLs fall back to the patterns above.
 */
export function loggedUrl(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const queryAt = request.url.indexOf("?");
  const query = queryAt === -1 ? "" : request.url.slice(queryAt);
  if (!pattern || !/[:*]/.test(pattern)) return redactUrl(request.url);
  const path = pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? "*";
    if (SECRET_PARAMS.has(key)) return "[redacted]";
    return params[key] ?? whole;
  });
  return redactUrl(path + query);
}

/** Where log lines go when not to stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** pino options for Fastify: request ids on every line, secrets redacted. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      err: serializeError,
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: loggedUrl(request),
          remoteAddress: request.ip,
          userAgent: request.headers?.["user-agent"],
        };
      },
    },
  };
}
