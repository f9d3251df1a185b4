import { type StaffInvitation, staffInvitationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { pendingInvitationsQueryKey } from "./list-staff-invitations";

const endpoint = staffInvitationEndpoints.revoke;

/** DELETE /api/admin/staff-invitations/{id}: the link stops working at once. */
export function revokeStaffInvitation(id: string): Promise<StaffInvitation> {
  return callEndpoint(endpoint, { params: { id } });
}

/** Revokes an invitation and refreshes the pending list; failures get the default error toast. */
export function useRevokeStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaffInvitation,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey }),
  });
}
