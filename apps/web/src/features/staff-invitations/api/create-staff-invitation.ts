import { type EndpointBodyInput, type EndpointData, staffInvitationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { pendingInvitationsQueryKey } from "./list-staff-invitations";

const endpoint = staffInvitationEndpoints.create;

export type CreateStaffInvitationBody = EndpointBodyInput<typeof endpoint>;
export type CreatedStaffInvitation = EndpointData<typeof endpoint>;

/** POST /api/admin/staff-invitations: the invitation and its link, which is never shown again. */
export function createStaffInvitation(body: CreateStaffInvitationBody): Promise<CreatedStaffInvitation> {
  return callEndpoint(endpoint, { body });
}

/** Creates an invitation and refreshes the pending list; failures get the default error toast. */
export function useCreateStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffInvitation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey }),
  });
}
