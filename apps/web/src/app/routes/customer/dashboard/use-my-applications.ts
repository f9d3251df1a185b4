import { type ApplicationList, applicationEndpoints, cacheTimesMs } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

/**
 * GET /api/applications for the dashboard, keyed by its path like the applications feature's
 * own list, so both share one cache entry and every applications mutation refreshes it.
 */
export function useMyApplications() {
  return useQuery({
    queryKey: [applicationEndpoints.list.path],
    queryFn: ({ signal }): Promise<ApplicationList> => callEndpoint(applicationEndpoints.list, { signal }),
    staleTime: cacheTimesMs.applications,
    gcTime: cacheTimesMs.applications,
  });
}
