import { type ApplicationDetail, applicationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { applicationCacheTimes, applicationKeys } from "./application-keys";

/** GET /api/applications/{id}: one application with its checklist, history and next moves. */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return callEndpoint(applicationEndpoints.get, { params: { id }, signal });
}

/** Query options of one application's page. */
export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    ...applicationCacheTimes,
  });
}

/** One application, as the caller may see it. */
export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
