import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { storeMySubscription } from "./subscription-keys";

/** POST /api/subscription/cancel: the plan runs to its renewal date, then ends. */
export function cancelSubscription(): Promise<MySubscription> {
  return callEndpoint(subscriptionEndpoints.cancel);
}

/** POST /api/subscription/resume: undoes a cancellation before the period ends. */
export function resumeSubscription(): Promise<MySubscription> {
  return callEndpoint(subscriptionEndpoints.resume);
}

const periodEnd = (value: MySubscription) => formatDate(value.subscription?.currentPeriodEnd);

/** Cancels at the end of the period and says until when the plan runs; failures get the default toast. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (value) => {
      storeMySubscription(queryClient, value);
      toast({ title: "Plan cancelled", description: `It stays active until ${periodEnd(value)}.` });
    },
  });
}

/** Keeps a cancelled plan; failures get the default toast. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (value) => {
      storeMySubscription(queryClient, value);
      toast({ title: "Your plan continues", description: `It renews on ${periodEnd(value)}.` });
    },
  });
}
