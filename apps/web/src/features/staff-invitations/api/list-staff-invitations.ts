import { type StaffInvitation, staffInvitationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = staffInvitationEndpoints.listPending;

/** The key of the pending list, invalidated after each create and revoke. */
export const pendingInvitationsQueryKey = [endpoint.path] as const;

/** GET /api/admin/staff-invitations: the pending invitations, newest first. */
export function listStaffInvitations(signal?: AbortSignal): Promise<StaffInvitation[]> {
  return callEndpoint(endpoint, { signal });
}

/** Query options of the pending list. */
export function pendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: pendingInvitationsQueryKey,
    queryFn: ({ signal }) => listStaffInvitations(signal),
  });
}

/** The pending invitations for the admin dashboard. */
export function usePendingInvitations() {
  return useQuery(pendingInvitationsQueryOptions());
}
