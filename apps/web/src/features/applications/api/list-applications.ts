import { type ApplicationList, applicationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { applicationCacheTimes, applicationKeys } from "./application-keys";

/** GET /api/applications: the caller's applications, newest first, with the tile figures. */
export function listApplications(signal?: AbortSignal): Promise<ApplicationList> {
  return callEndpoint(applicationEndpoints.list, { signal });
}

/** Query options of the /applications list. */
export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => listApplications(signal),
    ...applicationCacheTimes,
  });
}

/** The caller's applications and their summary. */
export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
