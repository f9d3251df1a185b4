import { type SiteFacts, siteFactEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

const endpoint = siteFactEndpoints.get;

/** GET /api/site-facts: the landing page's figures, counted by the server, open to guests. */
export function getSiteFacts(signal?: AbortSignal): Promise<SiteFacts> {
  return callEndpoint(endpoint, { signal });
}

export function siteFactsQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => getSiteFacts(signal),
    staleTime: 5 * 60_000,
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}

/** The figures the landing and plans pages may claim. */
export function useSiteFacts() {
  return useQuery(siteFactsQueryOptions());
}
