/**
 * The token of a mailed link, after `#token=` (`/auth/reset-password#token=…`): the fragment
 * never reaches a server log or a Referer header. Empty when the address carries none.
 */
export function linkTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}
