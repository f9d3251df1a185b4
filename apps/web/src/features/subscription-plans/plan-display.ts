import { planDisplay, type SubscriptionPlan } from "@meridian/contract";

/** Active plans, cheapest first, the name breaking ties (spec part 2 §2; integer minor units). */
export function selectVisiblePlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => a.priceMinor - b.priceMinor || a.name.localeCompare(b.name));
}

/**
 * Whether a plan carries the "Most Popular" badge: only the plan an admin marked (decision 063).
 * The spec's "second plan in price order" crowned whatever plan landed there, a new one at once.
 */
export function isMostPopular(plan: Pick<SubscriptionPlan, "isPopular">): boolean {
  return plan.isPopular;
}

/** The features shown on a card and how many more there are. */
export function splitFeatures(features: readonly string[]): { shown: string[]; hidden: number } {
  return {
    shown: features.slice(0, planDisplay.maxFeaturesShown),
    hidden: Math.max(0, features.length - planDisplay.maxFeaturesShown),
  };
}

/** The label of a plan's choose button (spec part 2 §2): free plans start, paid ones are chosen. */
export function chooseLabel(plan: Pick<SubscriptionPlan, "priceMinor">): string {
  return plan.priceMinor === 0 ? "Get Started Free" : "Choose Plan";
}
