import { recommendationEndpoints, type Shortlist } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { recommendationKeys } from "./recommendation-keys";

/** GET /api/recommendations/shortlist: the universities the caller saved, newest first. */
export function listShortlist(signal?: AbortSignal): Promise<Shortlist> {
  return callEndpoint(recommendationEndpoints.shortlist, { signal });
}

/** Query options of the caller's shortlist. */
export function shortlistQueryOptions() {
  return queryOptions({
    queryKey: recommendationKeys.shortlist(),
    queryFn: ({ signal }) => listShortlist(signal),
  });
}

/** The caller's shortlist; refetched with the recommendations after every save or removal. */
export function useShortlist() {
  return useQuery(shortlistQueryOptions());
}
