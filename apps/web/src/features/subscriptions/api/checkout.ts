import { type CheckoutResult, subscriptionEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateMySubscription } from "./subscription-keys";

export interface CheckoutVariables {
  planId: string;
  /** One per attempt to buy: a retry after a lost answer sends it again and gets the first result. */
  idempotencyKey: string;
}

/**
 * POST /api/subscription/checkout: a request for an admin (manual payments) or the address of the
 * provider's hosted checkout (Stripe).
 */
export function checkout({ planId, idempotencyKey }: CheckoutVariables): Promise<CheckoutResult> {
  return callEndpoint(subscriptionEndpoints.checkout, {
    body: { planId },
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** Buys a plan; the open purchase on every page follows. Failures are shown by the checkout page. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => invalidateMySubscription(queryClient),
    meta: { errorToast: false },
  });
}
