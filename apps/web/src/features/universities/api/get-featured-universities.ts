import { type University, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

const endpoint = universityEndpoints.featured;

/** GET /api/universities/featured: three random well-ranked universities, open to guests. */
export function getFeaturedUniversities(signal?: AbortSignal): Promise<University[]> {
  return callEndpoint(endpoint, { signal });
}

/**
 * Fetched once per visit: the pick is random, so a refetch on focus would reshuffle the cards
 * under the reader's eyes.
 */
export function featuredUniversitiesQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => getFeaturedUniversities(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}

/** The landing teaser's universities. */
export function useFeaturedUniversities() {
  return useQuery(featuredUniversitiesQueryOptions());
}
