import { type MySubscription, subscriptionEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

interface Options {
  /** False for anyone but a student: the call is theirs alone. */
  enabled?: boolean;
  /** Ask every this many ms (while waiting for a payment to arrive), decided on the latest answer; false: never. */
  refetchInterval?: number | false | ((data: MySubscription | undefined) => number | false);
}

/**
 * GET /api/subscription: the signed-in student's plan, renewal date, allowance and open purchase.
 * Asked again whenever a page that shows it opens: the allowance counts applications, which change
 * on other pages, and an admin may have approved a payment meanwhile (the billing notification
 * refetches it live as well).
 */
export function useMySubscription({ enabled = true, refetchInterval = false }: Options = {}) {
  return useQuery({
    ...endpointQueryOptions(subscriptionEndpoints.mine),
    refetchOnMount: "always",
    enabled,
    refetchInterval:
      typeof refetchInterval === "function" ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}
