const MAX_DEPTH = 8;

/**
 * An error's message and each of its causes' on its own line, with their codes (a SQLSTATE, an
 * errno): the ORM's "Failed query" names the statement, the driver's error under it says why.
 */
export function describeCauses(err: unknown): string {
  const lines: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth <= MAX_DEPTH; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    const text = typeof message === "string" ? message : valueText(current);
    lines.push(typeof code === "string" || typeof code === "number" ? `${text} [${code}]` : text);
    current = (current as { cause?: unknown }).cause;
  }
  return lines.join("\n  caused by: ");
}

function valueText(value: unknown): string {
  if (typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
