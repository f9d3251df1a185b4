import { z } from "zod";

/** The message of a request string that holds a character no field accepts. */
export const unsafeTextMessage = "Remove the control characters or invalid characters from this field";

/** Tab, line feed and carriage return: the only controls multi-line text may hold. */
const lineControls = new Set([0x09, 0x0a, 0x0d]);

/**
 * True when a request string holds no control character (C0 or DEL; tab, line feed and carriage
 * return are allowed if `multiline`) and no unpaired UTF-16 surrogate (which UTF-8 cannot encode).
 */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20 || unit === 0x7f) {
      if (!(options.multiline && lineControls.has(unit))) return false;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

// One check instance per kind, so a test can tell that a request string carries it.
const singleLineCheck = z.refine<string>((value) => isSafeText(value), unsafeTextMessage);
const multilineCheck = z.refine<string>((value) => isSafeText(value, { multiline: true }), unsafeTextMessage);

/** The checks `text()` adds: the contract's tests look for one of them on every request string. */
export const textChecks: readonly unknown[] = [singleLineCheck, multilineCheck];

/**
 * The string every request schema starts from (bodies, queries, path parameters, socket messages):
 * it refuses control characters and unpaired surrogates with a 422 naming the field, before any
 * other rule or transform, so no such value reaches the database or a log. `multiline` allows
 * tab, line feed and carriage return (descriptions, messages); single-line fields allow none.
 */
export function text(options: { multiline?: boolean } = {}): z.ZodString {
  return z.string().check(options.multiline ? multilineCheck : singleLineCheck);
}
