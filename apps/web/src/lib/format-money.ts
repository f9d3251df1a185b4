import { formatCount } from "./format-count";

/** A fee in its own currency without cents, e.g. "$12,500" or "CA$12,500". */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    // An unknown currency code must not break the card.
    return `${currency} ${formatCount(amount)}`;
  }
}

/** "$12,000 – $18,000", or one figure when both ends agree or one is unknown; null when both are. */
export function formatMoneyRange(min: number | null, max: number | null, currency: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min !== max) {
    return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  }
  return formatMoney((min ?? max) as number, currency);
}
