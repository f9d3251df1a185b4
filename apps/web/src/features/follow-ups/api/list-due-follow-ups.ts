import { followUpEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/counselor/followups/due: the caller's notes due within 24 hours or overdue. */
export function useDueFollowUps() {
  return useEndpointQuery(followUpEndpoints.due);
}
