import { accountSessionEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/users/sessions: the signed-in user's live sessions, this device first. */
export function useAccountSessions() {
  return useEndpointQuery(accountSessionEndpoints.list);
}
