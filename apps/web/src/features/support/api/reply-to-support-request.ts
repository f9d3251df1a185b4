import { type EndpointBodyInput, type SupportRequest, supportEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = supportEndpoints.reply;

/** POST /api/admin/support-requests/{requestId}/replies: the answer, mailed to the sender. */
export function replyToSupportRequest(
  requestId: string,
  body: EndpointBodyInput<typeof endpoint>,
): Promise<SupportRequest> {
  return callEndpoint(endpoint, { params: { requestId }, body });
}

/** Sends an answer; the queue is fetched again (the message moves to Handled). */
export function useReplyToSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: EndpointBodyInput<typeof endpoint> }) =>
      replyToSupportRequest(requestId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(supportEndpoints.requests) }),
  });
}
