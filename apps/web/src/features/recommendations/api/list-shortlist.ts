import { recommendationEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/**
 * GET /api/recommendations/shortlist: the universities the caller saved, newest first; refetched
 * with the recommendations after every save or removal.
 */
export function useShortlist() {
  return useEndpointQuery(recommendationEndpoints.shortlist);
}
