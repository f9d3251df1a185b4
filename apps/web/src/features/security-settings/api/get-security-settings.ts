import { type SecuritySettings, securitySettingsEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = securitySettingsEndpoints.get;

/** The key of the admin's view of the settings. */
export const securitySettingsQueryKey = [endpoint.path] as const;

/** GET /api/admin/security-settings: the visibility switch and the code itself (admins only). */
export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return callEndpoint(endpoint, { signal });
}

/** Query options of the admin's team-access panel. */
export function securitySettingsQueryOptions() {
  return queryOptions({
    queryKey: securitySettingsQueryKey,
    queryFn: ({ signal }) => getSecuritySettings(signal),
  });
}

/** The team-access settings for the admin dashboard. */
export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}
