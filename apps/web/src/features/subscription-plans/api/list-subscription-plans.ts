import { type SubscriptionPlanList, subscriptionPlanEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { keyOf } from "@/lib/query-keys";

const endpoint = subscriptionPlanEndpoints.list;

/** GET /api/subscription-plans, checked against the contract schema. */
export function listSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlanList> {
  return apiRequest(endpoint.path, { method: endpoint.method, schema: endpoint.response, signal });
}

/** Query options for the plan list; the key is the URL so the default query rules apply. */
export function subscriptionPlansQueryOptions() {
  return queryOptions({
    queryKey: keyOf(endpoint),
    queryFn: ({ signal }) => listSubscriptionPlans(signal),
  });
}

/** The plan list for /plans. */
export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
