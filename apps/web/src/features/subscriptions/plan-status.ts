import {
  conversionStateLabels,
  type MySubscription,
  type PlanAllowance,
  type Purchase,
  planDisplay,
  type Subscription,
} from "@meridian/contract";
import { formatCount } from "@/lib/format-count";
import { formatDate } from "@/lib/format-date";

/** The paid plan a student holds now, if any (a plan bought for nothing is not "Premium"). */
export function activePaidSubscription(mine: MySubscription | undefined): Subscription | null {
  const subscription = mine?.subscription;
  return subscription && subscription.status === "active" && subscription.amountMinor > 0
    ? subscription
    : null;
}

/** Decision 041: the plan one holds can be bought again (renewed) in its last 31 days, not before. */
const RENEWAL_WINDOW_MS = 31 * 24 * 60 * 60_000;

/** True in the last month of a plan's period, when the server takes a renewal. */
export function inRenewalWindow(subscription: Pick<Subscription, "currentPeriodEnd">, now = new Date()) {
  return new Date(subscription.currentPeriodEnd).getTime() - now.getTime() <= RENEWAL_WINDOW_MS;
}

/** "Renews on Mon D, YYYY", or "Ends on Mon D, YYYY (cancelled)" once cancelled. */
export function renewalLine(subscription: Subscription): string {
  const end = formatDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${end} (cancelled)` : `Renews on ${end}`;
}

/** One limit of the allowance as a student reads it, with how much of it is used. */
export interface AllowanceLine {
  label: "Universities" | "Countries";
  /** "3 of 5 universities", "3 universities · Unlimited", or "3 universities" without a limit. */
  text: string;
  used: number;
  /** Null when there is no limit to fill (none, or the unlimited/all sentinel). */
  max: number | null;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function line(
  label: AllowanceLine["label"],
  used: number,
  max: number | null,
  sentinel: { value: number; word: string },
  nouns: [string, string],
): AllowanceLine {
  if (max === null) return { label, text: `${used} ${plural(used, ...nouns)}`, used, max: null };
  if (max === sentinel.value) {
    return { label, text: `${used} ${plural(used, ...nouns)} · ${sentinel.word}`, used, max: null };
  }
  return { label, text: `${used} of ${formatCount(max)} ${nouns[1]}`, used, max };
}

/** The universities and countries a student's applications use of their plan's allowance. */
export function allowanceLines(allowance: PlanAllowance): AllowanceLine[] {
  return [
    line(
      "Universities",
      allowance.used.universities,
      allowance.maxUniversities,
      { value: planDisplay.unlimitedUniversities, word: "Unlimited" },
      ["university", "universities"],
    ),
    line(
      "Countries",
      allowance.used.countries,
      allowance.maxCountries,
      { value: planDisplay.allCountries, word: "All" },
      ["country", "countries"],
    ),
  ];
}

/**
 * The short reference a student quotes when paying and an admin matches the payment with: the
 * purchase id's last 8 characters. Not its first: a purchase id starts with its creation time, so
 * two requests made within a minute would share them.
 */
export function purchaseReference(purchase: Pick<Purchase, "id">): string {
  return purchase.id.slice(-8).toUpperCase();
}

/** Where a purchase stands, in words ("Waiting for approval"). */
export function purchaseStateLabel(purchase: Pick<Purchase, "state">): string {
  return conversionStateLabels[purchase.state];
}
