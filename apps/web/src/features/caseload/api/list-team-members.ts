import { caseloadEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { caseloadCacheTimes, caseloadKeys } from "./caseload-keys";

/** GET /api/team/members: the active team with roles and students assigned. */
export function listTeamMembers(signal?: AbortSignal) {
  return callEndpoint(caseloadEndpoints.teamMembers, { signal });
}

export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: caseloadKeys.team(),
    queryFn: ({ signal }) => listTeamMembers(signal),
    ...caseloadCacheTimes("staff"),
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
