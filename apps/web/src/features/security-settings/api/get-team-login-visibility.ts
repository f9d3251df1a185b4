import { securitySettingsEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * GET /api/auth/team-login-visibility: whether everyone sees Team Access (never the code itself),
 * for the sign-in page. Cached for a minute and checked again whenever the page mounts (spec part 1 §7).
 */
export function useTeamLoginVisibility() {
  return useQuery({
    ...endpointQueryOptions(securitySettingsEndpoints.teamLoginVisibility),
    staleTime: 60_000,
    refetchOnMount: "always",
  });
}
