import type { Endpoint, EndpointParams, EndpointQueryInput } from "@meridian/contract";
import type { InvalidateOptions, InvalidateQueryFilters, QueryClient, QueryKey } from "@tanstack/react-query";

// A part the endpoint does not declare adds nothing to its variables.
type Declared<T> = [T] extends [never] ? Record<never, never> : T;

/**
 * What picks one answer of an endpoint: its path parameters and its query in one object (a list's
 * page parameter left out: the pages of an infinite list share one entry). `viewer` is for an answer
 * that depends on the caller alone (the community standing): the user it belongs to, so a sign-in
 * as someone else never reads the last one's.
 */
export type KeyVariables<E extends Endpoint> = Partial<
  Declared<EndpointParams<E>> & Declared<EndpointQueryInput<E>> & { viewer: string }
>;

/** `[path]`: every answer of the endpoint (a prefix); `[path, variables]`: one answer. */
export type EndpointKey<E extends Endpoint> =
  | readonly [path: E["path"]]
  | readonly [path: E["path"], variables: KeyVariables<E>];

/** The pages of an infinite list: they hold another shape of data than a single answer. */
export type PagesKey<E extends Endpoint> = readonly [
  path: E["path"],
  variables: KeyVariables<E>,
  kind: "pages",
];

/**
 * The one shape of a query key (decision 087): the contract endpoint's path as declared (with its
 * `{name}` segments, not filled), then the variables. Two views that call the same endpoint with
 * the same variables read the same cache entry, whichever feature they belong to, and
 * `keyOf(endpoint)` without variables is the prefix that reaches every variant of it.
 */
export function keyOf<E extends Endpoint>(endpoint: E, variables?: KeyVariables<E>): EndpointKey<E> {
  return variables === undefined ? [endpoint.path] : [endpoint.path, variables];
}

/** The key of an infinite list (its variables without the page parameter); under `keyOf(endpoint, variables)`. */
export function pagesKeyOf<E extends Endpoint>(endpoint: E, variables: KeyVariables<E> = {}): PagesKey<E> {
  return [endpoint.path, variables, "pages"];
}

/** True for a key of `endpoint`, with or without variables. */
export function isKeyOf(queryKey: QueryKey, endpoint: Endpoint): boolean {
  return queryKey[0] === endpoint.path;
}

/** True for the key of an infinite list (`pagesKeyOf`). */
export function isPagesKey(queryKey: QueryKey): boolean {
  return queryKey[2] === "pages";
}

/**
 * State the browser keeps for itself under the cache (no endpoint answers it, e.g. the posts that
 * arrived live): its first element is no API path, so no endpoint's invalidation reaches it.
 */
export function localKey(name: string, variables: Readonly<Record<string, unknown>> = {}) {
  return ["local", name, variables] as const;
}

/**
 * Marks every answer of these endpoints stale, whatever their variables, and refetches those on
 * screen (`filters.refetchType` as TanStack reads it).
 */
export function invalidateEndpoints(
  queryClient: QueryClient,
  endpoints: readonly Endpoint[],
  filters: Omit<InvalidateQueryFilters, "queryKey" | "predicate"> = {},
  options?: InvalidateOptions,
): Promise<void> {
  return Promise.all(
    endpoints.map((endpoint) =>
      queryClient.invalidateQueries({ ...filters, queryKey: keyOf(endpoint) }, options),
    ),
  ).then(() => undefined);
}
