import { planDisplay } from "@meridian/contract";

/**
 * A plan's limits as people read them (spec part 2 §9): 999999 universities is "Unlimited", 999
 * countries is "All". Shared by the plan list and the student's own plan, which are two features.
 */
export function formatUniversities(value: number): string {
  return value === planDisplay.unlimitedUniversities ? "Unlimited" : value.toLocaleString("en-US");
}

/** "All" for the sentinel 999, else the number. */
export function formatCountries(value: number): string {
  return value === planDisplay.allCountries ? "All" : value.toLocaleString("en-US");
}
