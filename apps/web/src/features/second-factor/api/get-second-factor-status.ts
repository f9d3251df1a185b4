import { secondFactorEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = secondFactorEndpoints.status;

/** The key of the caller's two-step sign-in status. */
export const secondFactorStatusKey = keyOf(endpoint);

/** GET /api/users/second-factor: on or off, recovery codes left, and whether the admins require it. */
export function useSecondFactorStatus() {
  return useEndpointQuery(endpoint);
}
