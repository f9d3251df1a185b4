import type { SubscriptionPlanList } from "@meridian/contract";
import type { AppContext } from "../../lib/context.js";
import { presentPlan } from "./subscription-plans.presenter.js";
import { listActivePlans } from "./subscription-plans.repository.js";

/**
 * The plans anyone may read on /plans. It takes no actor and has no policy: the list is public
 * and shows nothing that belongs to a user. Purchase, which will, brings its own policy.
 */
export async function listPlans(ctx: AppContext): Promise<SubscriptionPlanList> {
  const rows = await listActivePlans(ctx.db);
  return rows.map(presentPlan);
}
