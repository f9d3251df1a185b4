import { caseloadEndpoints, type EndpointData, type EndpointQueryInput } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { caseloadCacheTimes, caseloadKeys } from "./caseload-keys";

export type CaseloadApplicationsQuery = EndpointQueryInput<typeof caseloadEndpoints.applications>;
export type CaseloadApplicationPage = EndpointData<typeof caseloadEndpoints.applications>;

/** GET /api/counselor/applications: the applications of the caller's students. */
export function listCaseloadApplications(query: CaseloadApplicationsQuery, signal?: AbortSignal) {
  return callEndpoint(caseloadEndpoints.applications, { query, signal });
}

export function caseloadApplicationsQueryOptions(query: CaseloadApplicationsQuery) {
  return queryOptions({
    queryKey: caseloadKeys.applications(query),
    queryFn: ({ signal }) => listCaseloadApplications(query, signal),
    placeholderData: keepPreviousData,
    ...caseloadCacheTimes("applications"),
  });
}

export function useCaseloadApplications(query: CaseloadApplicationsQuery) {
  return useQuery(caseloadApplicationsQueryOptions(query));
}
