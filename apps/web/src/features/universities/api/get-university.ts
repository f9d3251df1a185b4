import { type UniversityDetail, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

const endpoint = universityEndpoints.get;

/** GET /api/universities/{id}: one university and its country's living-cost estimate, open to guests. */
export function getUniversity(id: string, signal?: AbortSignal): Promise<UniversityDetail> {
  return callEndpoint(endpoint, { params: { id }, signal });
}

export function universityQueryOptions(id: string) {
  return queryOptions({
    // The key every view of this university reads (the application form's too), so an edit refreshes them all.
    queryKey: keyOf(endpoint, { id }),
    queryFn: ({ signal }) => getUniversity(id, signal),
    staleTime: 60_000,
    retry: retryUpTo(2),
    retryDelay: getRetryDelay,
  });
}

/** One university's page data. */
export function useUniversity(id: string) {
  return useQuery(universityQueryOptions(id));
}
