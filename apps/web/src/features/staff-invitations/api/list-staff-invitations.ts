import { staffInvitationEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = staffInvitationEndpoints.listPending;

/** The key of the pending list, invalidated after each create and revoke. */
export const pendingInvitationsQueryKey = keyOf(endpoint);

/** GET /api/admin/staff-invitations: the pending invitations, newest first, for the admin dashboard. */
export function usePendingInvitations() {
  return useEndpointQuery(endpoint);
}
