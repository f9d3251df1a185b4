import type { SessionUser } from "@meridian/contract";

/** Longer than any page of the app's with its query; anything longer is not one of ours. */
const MAX_LENGTH = 2_000;
const PROBE_ORIGIN = "http://meridian.invalid";

/**
 * The `next` of /auth when it is a page of this site to return to after signing in: a relative
 * path starting with a single "/". Refused: "//host" and "/\host" (browsers read both as another
 * host), any scheme ("https:", "javascript:"), backslashes, control characters and whitespace,
 * so a link someone crafted cannot send a student off-site once they have signed in.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // A backslash, a control character or a space: never in a path the app writes.
  if (/[\\\s\p{Cc}]/u.test(value)) return null;
  // What a browser would do with it: it must stay on this origin.
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return value;
}

/**
 * Where a signed-in user goes from /auth: `next` when it is safe, else nowhere special. Every kind
 * of user returns to it; the page's own guard still sends a user whose type it does not admit to
 * their dashboard (decision 048).
 */
export function returnPathFor(_user: Pick<SessionUser, "userType">, next: string | null | undefined) {
  return safeNextPath(next);
}
