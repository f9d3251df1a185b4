import { planDisplay } from "@meridian/contract";
import { formatCount } from "./format-count";

/**
 * A plan's limits as people read them (spec part 2 §9): 999999 universities is "Unlimited", 999
 * countries is "All". Shared by the plan list and the student's own plan, which are two features.
 */
export function formatUniversities(value: number): string {
  return value === planDisplay.unlimitedUniversities ? "Unlimited" : formatCount(value);
}

/** "All" for the sentinel 999, else the number. */
export function formatCountries(value: number): string {
  return value === planDisplay.allCountries ? "All" : formatCount(value);
}
