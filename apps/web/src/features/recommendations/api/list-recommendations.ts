import { type RecommendationList, recommendationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { recommendationKeys } from "./recommendation-keys";

/** GET /api/recommendations: universities matched to the caller's preferences, with reasons. */
export function listRecommendations(signal?: AbortSignal): Promise<RecommendationList> {
  return callEndpoint(recommendationEndpoints.list, { signal });
}

/** Query options of the caller's recommendations. */
export function recommendationsQueryOptions() {
  return queryOptions({
    queryKey: recommendationKeys.list(),
    queryFn: ({ signal }) => listRecommendations(signal),
  });
}

/** The caller's recommendations. */
export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
