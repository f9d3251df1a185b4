import { securitySettingsEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = securitySettingsEndpoints.get;

/** The key of the admin's view of the settings. */
export const securitySettingsQueryKey = keyOf(endpoint);

/**
 * GET /api/admin/security-settings: the visibility switch and the code itself (admins only), for
 * the admin dashboard's team-access panel.
 */
export function useSecuritySettings() {
  return useEndpointQuery(endpoint);
}
