/**
 * A GET the app starts before its code has loaded, and the first request for the same address
 * takes over. A stored session's page needs `/api/auth/me` before it can draw anything, and the
 * session query is only asked once the page's chunks have loaded and rendered: started from
 * main.tsx instead, the answer is on its way while they load. Free of the contract and Zod: it
 * runs in the entry chunk.
 */

/** The session's address (`authEndpoints.me.path`; a test holds the two together). */
export const SESSION_PATH = "/api/auth/me";

/** An early answer older than this is asked again: the session may have changed meanwhile. */
const MAX_AGE_MS = 10_000;

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRequest>();

/** Starts a GET of `url` with the session's token, kept for `takeEarlyRequest`. */
export function startEarlyRequest(url: string, token: string): void {
  const response = fetch(url, {
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    credentials: "include",
  });
  // A failure is the taker's to report, and nobody's if no request takes it over.
  response.catch(() => undefined);
  started.set(url, { token, startedAt: Date.now(), response });
}

/**
 * The early answer for a GET of `url` with `token`, once; null when none was started, it was
 * started with another token (a sign-in or out since), or it is too old.
 */
export function takeEarlyRequest(url: string, token: string | null): Promise<Response> | null {
  const early = started.get(url);
  if (!early) return null;
  started.delete(url);
  if (early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return null;
  return early.response;
}

/** Drops what was started and not taken (tests). */
export function forgetEarlyRequests(): void {
  started.clear();
}
