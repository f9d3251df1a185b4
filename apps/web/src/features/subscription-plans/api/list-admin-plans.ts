import { type AdminSubscriptionPlan, subscriptionPlanEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = subscriptionPlanEndpoints.adminList;

export const adminPlansKey = keyOf(endpoint);

/** GET /api/admin/subscription-plans: every plan, active or not, with its current subscribers. */
export async function listAdminPlans(signal?: AbortSignal): Promise<AdminSubscriptionPlan[]> {
  return (await callEndpoint(endpoint, { signal })).plans;
}

export function adminPlansQueryOptions() {
  return queryOptions({ queryKey: adminPlansKey, queryFn: ({ signal }) => listAdminPlans(signal) });
}

/** The admin's plan list. */
export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
