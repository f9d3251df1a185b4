import { caseloadEndpoints, type EndpointQueryInput } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { listQueryOptions } from "@/lib/endpoint-query";
import { caseloadCacheTimes } from "./caseload-keys";

export type CaseloadApplicationsQuery = EndpointQueryInput<typeof caseloadEndpoints.applications>;

/**
 * GET /api/counselor/applications: the applications of the caller's students; the previous page
 * stays on screen while the next loads.
 */
export function useCaseloadApplications(query: CaseloadApplicationsQuery) {
  return useQuery({
    ...listQueryOptions(caseloadEndpoints.applications, query),
    ...caseloadCacheTimes("applications"),
  });
}
