import { type SupportRequest, type SupportRequestStatus, supportEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

/** PATCH /api/admin/support-requests/{requestId}: handled once answered, or open again. */
export function updateSupportRequest(
  requestId: string,
  status: SupportRequestStatus,
): Promise<SupportRequest> {
  return callEndpoint(supportEndpoints.update, { params: { requestId }, body: { status } });
}

/** Changes a message's status; the queue is fetched again either way (another admin may have acted). */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: SupportRequestStatus }) =>
      updateSupportRequest(requestId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(supportEndpoints.requests) }),
  });
}
