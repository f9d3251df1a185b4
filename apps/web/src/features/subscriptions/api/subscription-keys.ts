import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The student's own plan and receipts. Exact keys, not a path prefix: "/api/subscription" is also
 * the start of "/api/subscription-plans", the public plan list, which no purchase changes.
 */
export const subscriptionKeys = {
  mine: () => [subscriptionEndpoints.mine.path] as const,
  receipts: () => [subscriptionEndpoints.receipts.path] as const,
};

/** Marks the student's plan and receipts stale and refetches the ones on screen. */
export async function invalidateMySubscription(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine(), exact: true }),
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.receipts(), exact: true }),
  ]);
}

/** Puts a fresh answer of GET /api/subscription (cancel and resume answer with it) in the cache. */
export function storeMySubscription(queryClient: QueryClient, value: MySubscription): void {
  queryClient.setQueryData(subscriptionKeys.mine(), value);
}
