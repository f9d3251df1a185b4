/**
 * The logger's `err` serializer. An error from a failed query carries the statement and its values
 * (drizzle's wrapper puts both in its message, stack and `query`/`params`; the driver's message and
 * `detail` quote values: `Key (email)=(…) already exists`, `invalid input syntax for type uuid: "…"`).
 * Those values are password hashes, emails, phone numbers and session-token hashes, so a query
 * error is logged by what identifies it (SQLSTATE, table, constraint, column) and never by its text.
 */

import { databaseErrorIn, isDatabaseError } from "./database-errors.js";

// What a PostgreSQL error (pg or PGlite) may name without quoting a value.
const DATABASE_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "constraint",
  "column",
  "dataType",
  "routine",
];
// Properties of a query wrapper that hold the statement or its values.
const QUERY_FIELDS = ["query", "params", "parameters", "values", "sql"];
// Properties of any error that are never copied: the message, stack and cause are rebuilt.
const REBUILT_FIELDS = new Set(["message", "stack", "cause", ...QUERY_FIELDS, "detail", "hint", "where"]);
const MAX_CAUSE_DEPTH = 8;

type Serialized = Record<string, unknown> & { type: string; message: string; stack: string };

function carriesQuery(err: Record<string, unknown>): boolean {
  return QUERY_FIELDS.some((field) => field in err);
}

/** The stack's frames under a new first line, so a withheld message does not survive in the stack. */
function stackWith(headline: string, stack: unknown): string {
  const frames = typeof stack === "string" ? stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [headline, ...frames].join("\n");
}

function serializeOne(err: Error & Record<string, unknown>, depth: number): Serialized {
  const type = err.constructor?.name && err.constructor.name !== "Object" ? err.constructor.name : err.name;
  const database = isDatabaseError(err);
  const withheld = database || carriesQuery(err);
  const message = database
    ? `database error ${String(err.code)}`
    : withheld
      ? "database query failed (statement and values withheld)"
      : err.message;
  const out: Serialized = { type, message, stack: stackWith(`${type}: ${message}`, err.stack) };
  if (database) {
    for (const field of DATABASE_FIELDS) if (err[field] !== undefined) out[field] = err[field];
  } else if (!withheld) {
    for (const [key, value] of Object.entries(err)) {
      if (!REBUILT_FIELDS.has(key) && typeof value !== "function") out[key] = value;
    }
  }
  const cause = err.cause;
  if (cause instanceof Error && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeOne(cause as Error & Record<string, unknown>, depth + 1);
  }
  return out;
}

/**
 * Serializes an error for the log without any query text or value it carries (see above). A
 * database failure anywhere in the cause chain is named on the top level: `sqlState`, `table`,
 * `constraint`, `column`.
 */
export function serializeError(err: Error): Serialized {
  // Callers may log anything under `err`; a thrown string or object is shown as text.
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: "" };
  const out = serializeOne(err as Error & Record<string, unknown>, 0);
  const database = databaseErrorIn(err);
  if (!database) return out;
  const { code, table, constraint, column } = database;
  return { sqlState: code, table, constraint, column, ...out };
}
