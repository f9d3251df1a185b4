import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { storeMySubscription } from "./subscription-keys";

/** POST /api/subscription/requests/{requestId}/cancel: withdraws one's own request waiting for an admin. */
export function cancelPlanRequest(requestId: string): Promise<MySubscription> {
  return callEndpoint(subscriptionEndpoints.cancelRequest, { params: { requestId } });
}

/** Withdraws a plan request and says so; failures get the default toast. */
export function useCancelPlanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlanRequest,
    onSuccess: (value) => {
      storeMySubscription(queryClient, value);
      toast({ title: "Request cancelled", description: "You can ask for a plan again at any time." });
    },
  });
}
