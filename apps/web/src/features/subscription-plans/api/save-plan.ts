import {
  type AdminSubscriptionPlan,
  type EndpointBodyInput,
  subscriptionPlanEndpoints,
} from "@meridian/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";
import { adminPlansKey } from "./list-admin-plans";

export type PlanBody = EndpointBodyInput<typeof subscriptionPlanEndpoints.create>;
export type PlanChanges = EndpointBodyInput<typeof subscriptionPlanEndpoints.update>;

/** POST /api/admin/subscription-plans. */
export function createPlan(body: PlanBody): Promise<AdminSubscriptionPlan> {
  return callEndpoint(subscriptionPlanEndpoints.create, { body });
}

/** PATCH /api/admin/subscription-plans/{planId}: only the fields sent change. */
export function updatePlan(planId: string, body: PlanChanges): Promise<AdminSubscriptionPlan> {
  return callEndpoint(subscriptionPlanEndpoints.update, { params: { planId }, body });
}

/** Both the admin's list and the public one on /plans show plans: a change drops both. */
function invalidatePlans(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPlansKey }),
    queryClient.invalidateQueries({ queryKey: keyOf(subscriptionPlanEndpoints.list) }),
  ]);
}

/** Creates (no id) or edits a plan. The form shows the server's field errors, so no default toast. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId?: string; body: PlanBody }) =>
      planId ? updatePlan(planId, body) : createPlan(body),
    meta: { errorToast: false },
    onSuccess: () => invalidatePlans(queryClient),
  });
}

/** Activates or deactivates a plan with one click; a failure gets the default error toast. */
export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, isActive }: { planId: string; isActive: boolean }) =>
      updatePlan(planId, { isActive }),
    onSettled: () => invalidatePlans(queryClient),
  });
}
