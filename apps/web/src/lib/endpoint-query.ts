import type { Endpoint, EndpointParams, EndpointQueryInput } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./call-endpoint";
import { type KeyVariables, keyOf } from "./query-keys";

/** The params and query of one GET, as `callEndpoint` takes them. */
export interface EndpointInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQueryInput<E>;
}

/** The key variables of a call: its params and query in one object (none: the bare path). */
export function variablesOf<E extends Endpoint>(input: EndpointInput<E>): KeyVariables<E> | undefined {
  if (input.params === undefined && input.query === undefined) return undefined;
  return { ...(input.params as object), ...(input.query as object) } as KeyVariables<E>;
}

/**
 * Query options of one GET of a contract endpoint: keyed by `keyOf(endpoint, params + query)`,
 * fetched with the endpoint's own method, path and answer schema. Spread it and add the cache
 * times, retries or `enabled` a view needs.
 */
export function endpointQueryOptions<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}) {
  return queryOptions({
    queryKey: keyOf(endpoint, variablesOf(input)),
    queryFn: ({ signal }) => callEndpoint(endpoint, { ...input, signal }),
  });
}

/**
 * For a single-use answer (a signed form start, a challenge): asked for again each time its form
 * opens, never kept, and never swapped behind the visitor's back while they type.
 */
export const singleUseAnswer = {
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** One GET of a contract endpoint in a component: `endpointQueryOptions` in a hook. */
export function useEndpointQuery<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return useQuery(endpointQueryOptions(endpoint, input));
}

interface ListOptions<Q> {
  /**
   * The query fields that make another list rather than another page of the same one: while the
   * next page loads the previous stays on screen, but a change of these shows the loading state.
   * Leave out to keep the previous answer on screen whatever changed.
   */
  resetOn?: readonly (keyof Q)[];
}

/**
 * One page of a list endpoint (an admin or staff table): the query the table's state produces
 * goes into the key and the request as it is, and the page on screen stays while the next loads.
 */
export function listQueryOptions<E extends Endpoint>(
  endpoint: E,
  query: EndpointQueryInput<E>,
  { resetOn = [] }: ListOptions<EndpointQueryInput<E>> = {},
) {
  const sameList = (previous: unknown) =>
    resetOn.every((field) => (previous as EndpointQueryInput<E> | undefined)?.[field] === query[field]);
  return queryOptions({
    ...endpointQueryOptions(endpoint, { query }),
    placeholderData: (previous, previousQuery) =>
      previousQuery !== undefined && sameList(previousQuery.queryKey[1]) ? previous : undefined,
  });
}

/** A list endpoint's page for a table: `listQueryOptions` in a hook. */
export function useListQuery<E extends Endpoint>(
  endpoint: E,
  query: EndpointQueryInput<E>,
  options?: ListOptions<EndpointQueryInput<E>>,
) {
  return useQuery(listQueryOptions(endpoint, query, options));
}
