import { universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

/**
 * GET /api/universities/{id}: one university and its country's living-cost estimate, open to guests,
 * under the key every view of it reads (the application form's too), so an edit refreshes them all.
 */
export function universityQueryOptions(id: string) {
  return queryOptions({
    ...endpointQueryOptions(universityEndpoints.get, { params: { id } }),
    staleTime: 60_000,
    retry: retryUpTo(2),
    retryDelay: getRetryDelay,
  });
}

/** One university's page data. */
export function useUniversity(id: string) {
  return useQuery(universityQueryOptions(id));
}
