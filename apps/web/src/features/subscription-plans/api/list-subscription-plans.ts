import { subscriptionPlanEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/** Query options for the plan list (GET /api/subscription-plans, checked against the contract schema). */
export function subscriptionPlansQueryOptions() {
  return endpointQueryOptions(subscriptionPlanEndpoints.list);
}

/** The plan list for /plans. */
export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
