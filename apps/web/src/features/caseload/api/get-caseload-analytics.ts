import { caseloadEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { caseloadCacheTimes, caseloadKeys } from "./caseload-keys";

/** GET /api/counselor/analytics: the caller's students and applications, counted. */
export function getCaseloadAnalytics(signal?: AbortSignal) {
  return callEndpoint(caseloadEndpoints.analytics, { signal });
}

export function caseloadAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: caseloadKeys.analytics(),
    queryFn: ({ signal }) => getCaseloadAnalytics(signal),
    ...caseloadCacheTimes("analytics"),
  });
}

export function useCaseloadAnalytics() {
  return useQuery(caseloadAnalyticsQueryOptions());
}
