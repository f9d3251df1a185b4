import { planDisplay, type SubscriptionPlan } from "@meridian/contract";

/** Active plans, cheapest first (spec part 2 §2). */
export function selectVisiblePlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans.filter((plan) => plan.isActive).sort((a, b) => Number(a.price) - Number(b.price));
}

/** The second plan in price order carries the "Most Popular" flag. */
export function isMostPopular(index: number): boolean {
  return index === 1;
}

/** "Unlimited" for the sentinel 999999, else the number. */
export function formatUniversities(value: number): string {
  return value === planDisplay.unlimitedUniversities ? "Unlimited" : value.toLocaleString("en-US");
}

/** "All" for the sentinel 999, else the number. */
export function formatCountries(value: number): string {
  return value === planDisplay.allCountries ? "All" : value.toLocaleString("en-US");
}

/** An amount with the plan's currency when it has one; the spec names none, so a bare number otherwise. */
export function formatAmount(amount: number, currency?: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (currency) {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    }).format(amount);
  }
  return amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: 2 });
}

/** The features shown on a card and how many more there are. */
export function splitFeatures(features: readonly string[]): { shown: string[]; hidden: number } {
  return {
    shown: features.slice(0, planDisplay.maxFeaturesShown),
    hidden: Math.max(0, features.length - planDisplay.maxFeaturesShown),
  };
}
