import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf } from "@/lib/query-keys";

/** The student's own plan and receipts (not the public plan list, which no purchase changes). */
export const subscriptionKeys = {
  mine: () => keyOf(subscriptionEndpoints.mine),
  receipts: () => keyOf(subscriptionEndpoints.receipts),
};

/** Marks the student's plan and receipts stale and refetches the ones on screen. */
export async function invalidateMySubscription(queryClient: QueryClient): Promise<void> {
  await invalidateEndpoints(queryClient, [subscriptionEndpoints.mine, subscriptionEndpoints.receipts]);
}

/** Puts a fresh answer of GET /api/subscription (cancel and resume answer with it) in the cache. */
export function storeMySubscription(queryClient: QueryClient, value: MySubscription): void {
  queryClient.setQueryData(subscriptionKeys.mine(), value);
}
