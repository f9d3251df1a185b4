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

// Page paths (the web app's, matched by no API route) that carry a credential.
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

/** Strips credentials that travel in URLs before the URL is shown, whatever their spelling. */
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
  query?: unknown;
  routeOptions?: { url?: string };
}

/**
 * The path a log line shows, never its query. For a matched route it is rebuilt from the route's
 * pattern and the parameters the router decoded (ids), secret ones replaced, so no spelling of
 * the raw URL can carry a token past it; unmatched paths fall back to the patterns above.
 */
export function loggedUrl(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = request.url.split("?")[0] ?? "";
  if (!pattern) return redactUrl(path);
  const rebuilt = pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? "*";
    if (SECRET_PARAMS.has(key)) return "[redacted]";
    return params[key] ?? whole;
  });
  return redactUrl(rebuilt);
}

/**
 * The names of the query's parameters, never their values: those are what people search for
 * (a student's name or email in an admin's search), and a log is no place for them (decision 080).
 */
export function queryNames(request: Pick<LoggedRequest, "url" | "query">): string[] {
  const at = request.url.indexOf("?");
  const names =
    request.query !== null && typeof request.query === "object"
      ? Object.keys(request.query)
      : at === -1
        ? []
        : [...new Set(new URLSearchParams(request.url.slice(at + 1)).keys())];
  // A name is the client's to choose too (`?alice@example.com`): only a name shaped like one of
  // ours is logged, the rest as a count.
  const named = names.filter((name) => PARAMETER_NAME.test(name));
  const others = names.length - named.length;
  return others === 0 ? named : [...named, `(${others} other${others === 1 ? "" : "s"})`];
}

const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

const withQueryNames = (names: string[]) => (names.length > 0 ? { queryNames: names } : {});

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
          ...withQueryNames(queryNames(request)),
          remoteAddress: request.ip,
          userAgent: request.headers?.["user-agent"],
        };
      },
    },
  };
}
