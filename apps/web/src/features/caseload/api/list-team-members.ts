import { caseloadEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { getRetryDelay, retryUpTo } from "@/lib/retry";
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
    // The staff list retries once (spec part 2 §7, §9), never after a refusal.
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
