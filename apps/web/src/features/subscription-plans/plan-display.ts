import { planDisplay, type SubscriptionPlan } from "@meridian/contract";

/** Active plans, cheapest first, the name breaking ties (spec part 2 §2; integer minor units). */
export function selectVisiblePlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans
    .filter((plan) => plan.isActive)
    .sort((a, b) => a.priceMinor - b.priceMinor || a.name.localeCompare(b.name));
}

/** The second plan in price order carries the "Most Popular" flag. */
export function isMostPopular(index: number): boolean {
  return index === 1;
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
