import { securityEventEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/** The counts are re-read this often while the admin console is open. */
export const SECURITY_EVENTS_REFRESH_MS = 60_000;

/** GET /api/admin/security-events/counts: refusals by kind over the last hour and 24 hours (admins only). */
export function useSecurityEventCounts() {
  return useQuery({
    ...endpointQueryOptions(securityEventEndpoints.counts),
    refetchInterval: SECURITY_EVENTS_REFRESH_MS,
  });
}
