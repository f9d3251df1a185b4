import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { subscriptionKeys } from "./subscription-keys";

/** GET /api/subscription: the student's plan, renewal date, allowance and open purchase. */
export function getMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return callEndpoint(subscriptionEndpoints.mine, { signal });
}

/**
 * Query options of the student's plan. Asked again whenever a page that shows it opens: the
 * allowance counts applications, which change on other pages, and an admin may have approved a
 * payment meanwhile (the billing notification refetches it live as well).
 */
export function mySubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.mine(),
    queryFn: ({ signal }) => getMySubscription(signal),
    refetchOnMount: "always",
  });
}

interface Options {
  /** False for anyone but a student: the call is theirs alone. */
  enabled?: boolean;
  /** Ask every this many ms (while waiting for a payment to arrive), decided on the latest answer; false: never. */
  refetchInterval?: number | false | ((data: MySubscription | undefined) => number | false);
}

/** The signed-in student's plan. */
export function useMySubscription({ enabled = true, refetchInterval = false }: Options = {}) {
  return useQuery({
    ...mySubscriptionQueryOptions(),
    enabled,
    refetchInterval:
      typeof refetchInterval === "function" ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}
