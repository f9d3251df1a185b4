/**
 * The SQLSTATE of a database error, found on the error or its causes: drizzle wraps the driver's
 * error (pg or PGlite, both carrying `code`) in its own.
 */
export function sqlStateOf(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
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
