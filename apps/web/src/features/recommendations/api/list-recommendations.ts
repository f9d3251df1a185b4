import { recommendationEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/recommendations: universities matched to the caller's preferences, with reasons. */
export function useRecommendations() {
  return useEndpointQuery(recommendationEndpoints.list);
}
