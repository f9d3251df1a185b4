/** How long a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket-level failures of the node-postgres driver (and of anything else that talks TCP).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server shutting down or starting).
const SQLSTATE_UNAVAILABLE = /^(08\d{3}|08P01|57P0[123])$/;

// Failures that carry no code: a connection lost mid-query, a pool that could not connect in time,
// a ping that timed out, PGlite after it was closed.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:error|ended)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /database did not answer within/i,
  /pglite is closed/i,
];

/**
 * True when the error (or one it wraps: the ORM wraps driver errors as their `cause`) says the
 * database could not be reached, not that the query was wrong: the caller may try again later.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    // The ORM's own wrapper quotes the statement and its values, which could match by accident.
    const message = e.message.startsWith("Failed query:") ? "" : e.message;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
