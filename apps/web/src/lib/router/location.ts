/** How the location on screen was reached: a step back or forward (or the first load) is a POP. */
export const NavigationType = { Pop: "POP", Push: "PUSH", Replace: "REPLACE" } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

/** A place in the app: `pathname` percent-encoded as the address bar has it, `search` and `hash` with their `?`/`#` or empty. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A history entry: its path, the state a navigation gave it, and a key unique to the entry. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where a link or navigation goes: an address, absolute or relative to the current one, or its parts. */
export type To = string | Partial<Path>;

/** Any same-origin base: resolving against it tells an address of another site by its origin. */
const BASE_ORIGIN = "http://router.invalid";

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  const fragment = hash === "" || hash === "#" ? "" : hash.startsWith("#") ? hash : `#${hash}`;
  return pathname + query + fragment;
}

/** `to` as a link's href: an address relative to the current one when it leaves parts out. */
export function hrefOf(to: To): string {
  return typeof to === "string" ? to : createPath({ ...to, pathname: to.pathname ?? "" });
}

/**
 * Resolves `to` from `from` as a browser resolves a link's href: `?page=2` keeps the path, `#faq`
 * keeps the path and query, `/plans` replaces all three. `null` for an address on another site,
 * and for a path beginning `//`, which the browser's history would read as another site's.
 */
export function resolveTo(to: To, from: Partial<Path> = {}): Path | null {
  // The base is joined as text: a current path such as `//x` stays a path on this site.
  const url = new URL(hrefOf(to), new URL(BASE_ORIGIN + createPath(from)));
  if (url.origin !== BASE_ORIGIN || url.pathname.startsWith("//")) return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The path of `location`, given as its parts (kept as they are) or as an address on this site
 * (`/about?x=1`), which is parsed as one even when it begins `//`.
 */
export function pathOf(location: string | Partial<Path>): Path {
  if (typeof location !== "string") {
    const { pathname = "/", search = "", hash = "" } = location;
    return { pathname, search, hash };
  }
  const url = new URL(BASE_ORIGIN + (location.startsWith("/") ? location : `/${location}`));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A key for a new history entry (a memory or static router's first entry has the key "default"). */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
