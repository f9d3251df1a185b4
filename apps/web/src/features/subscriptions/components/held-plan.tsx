import type { MySubscription } from "@meridian/contract";
import { renewalLine } from "../plan-status";

/** What a student holds now, in one sentence: their paid plan and its date, the free plan, or none. */
export function heldPlanSentence(mine: MySubscription): string {
  const { subscription, allowance } = mine;
  if (subscription?.status === "active") {
    return `You are on the ${subscription.plan.name} plan. ${renewalLine(subscription)}.`;
  }
  if (allowance.source === "free_plan" && allowance.planName) {
    return `You are on the free ${allowance.planName} plan.`;
  }
  return "You have no plan yet.";
}

/** The sentence above, as a paragraph. */
export function HeldPlan({ mine }: { mine: MySubscription }) {
  return <p className="text-sm text-muted-foreground">{heldPlanSentence(mine)}</p>;
}
