/**
 * What kind of database error this is. The ORM wraps the driver's error (pg or PGlite) as its
 * `cause`, so every question here walks the error and its causes.
 */

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const MAX_CAUSE_DEPTH = 8;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type Fields = Record<string, unknown>;

/** The error and the errors it wraps, outermost first. */
function* causeChain(err: unknown): Generator<Fields> {
  let current = err;
  for (let depth = 0; current && typeof current === "object" && depth <= MAX_CAUSE_DEPTH; depth += 1) {
    yield current as Fields;
    current = (current as Fields).cause;
  }
}

/** A PostgreSQL error as the driver raised it (pg or PGlite): a SQLSTATE and the server's fields. */
export function isDatabaseError(err: Fields): boolean {
  return (
    typeof err.code === "string" &&
    SQLSTATE.test(err.code) &&
    ("severity" in err || "routine" in err || err.name === "DatabaseError")
  );
}

/** The first PostgreSQL error in an error's cause chain. */
export function databaseErrorIn(err: unknown): Fields | undefined {
  for (const current of causeChain(err)) if (isDatabaseError(current)) return current;
  return undefined;
}

/** The SQLSTATE of a database error, found on the error or its causes. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const { code } of causeChain(err)) if (typeof code === "string" && SQLSTATE.test(code)) return code;
  return undefined;
}

/**
 * True for the database's "data exception" class (SQLSTATE 22: a character the encoding cannot
 * hold, text that is not a number, a value out of range): the request carried a value the
 * contract let through, so the client is at fault, not the server.
 */
export function isInvalidInputError(err: unknown): boolean {
  return sqlStateOf(err)?.startsWith("22") ?? false;
}

/** True when a write broke a unique constraint or index (SQLSTATE 23505): the value is taken. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === "23505";
}

/**
 * True when a row could not go because other rows still point at it: a foreign key declared
 * RESTRICT (SQLSTATE 23001) or NO ACTION (23503).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state === "23001" || state === "23503";
}

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

// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or starting),
// 57014 (a statement cancelled, as statement_timeout does: the database too slow to answer in time)
// and 40P01 (this transaction chosen as a deadlock's victim: rolled back whole, so nothing was
// written and the same request may simply be sent again).
const SQLSTATE_UNAVAILABLE = /^(08\d{3}|08P01|57P0[123]|57014|40P01)$/;

// Failures that carry no code: a connection lost mid-query, a pool that could not connect in time,
// a ping or a query that timed out, PGlite after it was closed.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:error|ended)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /database did not answer within/i,
  // node-postgres's query_timeout: no answer in time, as when the network to the server went silent.
  /query read timeout/i,
  /pglite is closed/i,
];

/**
 * True when the error (or one it wraps) says the database could not be reached, not that the
 * query was wrong: the caller may try again later.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    // The ORM's own wrapper quotes the statement and its values, which could match by accident.
    if (typeof message !== "string" || message.startsWith("Failed query:")) continue;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
