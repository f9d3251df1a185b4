import { caseloadEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { getRetryDelay, retryUpTo } from "@/lib/retry";
import { caseloadCacheTimes } from "./caseload-keys";

/** GET /api/team/members: the active team with roles and students assigned. */
export function teamMembersQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(caseloadEndpoints.teamMembers),
    ...caseloadCacheTimes("staff"),
    // The staff list retries once (spec part 2 §7, §9), never after a refusal.
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
