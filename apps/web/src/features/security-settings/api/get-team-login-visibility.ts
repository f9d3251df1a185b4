import { type EndpointData, securitySettingsEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = securitySettingsEndpoints.teamLoginVisibility;

export type TeamLoginVisibility = EndpointData<typeof endpoint>;

/** GET /api/auth/team-login-visibility: whether everyone sees Team Access (never the code itself). */
export function getTeamLoginVisibility(signal?: AbortSignal): Promise<TeamLoginVisibility> {
  return callEndpoint(endpoint, { signal });
}

/** Cached for a minute and checked again whenever the sign-in page mounts (spec part 1 §7). */
export function teamLoginVisibilityQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => getTeamLoginVisibility(signal),
    staleTime: 60_000,
    refetchOnMount: "always",
  });
}

/** The visibility flag for the sign-in page. */
export function useTeamLoginVisibility() {
  return useQuery(teamLoginVisibilityQueryOptions());
}
