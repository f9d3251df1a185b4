import { type SecurityEventCounts, securityEventEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = securityEventEndpoints.counts;

/** The counts are re-read this often while the admin console is open. */
export const SECURITY_EVENTS_REFRESH_MS = 60_000;

/** The key of the refusal counts. */
export const securityEventCountsQueryKey = [endpoint.path] as const;

/** GET /api/admin/security-events/counts: refusals by kind over the last hour and 24 hours (admins only). */
export function getSecurityEventCounts(signal?: AbortSignal): Promise<SecurityEventCounts> {
  return callEndpoint(endpoint, { signal });
}

/** Query options of the security events panel. */
export function securityEventCountsQueryOptions() {
  return queryOptions({
    queryKey: securityEventCountsQueryKey,
    queryFn: ({ signal }) => getSecurityEventCounts(signal),
    refetchInterval: SECURITY_EVENTS_REFRESH_MS,
  });
}

/** The refusal counts for the admin dashboard. */
export function useSecurityEventCounts() {
  return useQuery(securityEventCountsQueryOptions());
}
