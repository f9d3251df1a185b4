import { type EndpointBodyInput, type PaymentRequest, subscriptionEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

export type PaymentEvidenceBody = EndpointBodyInput<typeof subscriptionEndpoints.approve>;
export type RejectionBody = EndpointBodyInput<typeof subscriptionEndpoints.reject>;

/** POST /api/admin/payment-requests/{requestId}/approve: the evidence checked, the plan starts. */
export function approvePaymentRequest(requestId: string, body: PaymentEvidenceBody): Promise<PaymentRequest> {
  return callEndpoint(subscriptionEndpoints.approve, { params: { requestId }, body });
}

/** POST /api/admin/payment-requests/{requestId}/reject: the student reads the reason. */
export function rejectPaymentRequest(requestId: string, body: RejectionBody): Promise<PaymentRequest> {
  return callEndpoint(subscriptionEndpoints.reject, { params: { requestId }, body });
}

/**
 * Approves or rejects a request. The dialogs show the server's field errors themselves (no
 * default toast); either way the queue is fetched again, since another admin may have decided it.
 */
export function useReviewPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { requestId: string; decision: "approve"; body: PaymentEvidenceBody }
        | { requestId: string; decision: "reject"; body: RejectionBody },
    ) =>
      input.decision === "approve"
        ? approvePaymentRequest(input.requestId, input.body)
        : rejectPaymentRequest(input.requestId, input.body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(subscriptionEndpoints.requests) }),
  });
}
