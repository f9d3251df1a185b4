/**
 * Dates as the product writes them in text (spec part 2: "Mon D, YYYY" in en-US), shared so that a
 * date the server writes into a message (a notification, a refusal) reads like the dates the web
 * shows beside it. The server does not know the reader's time zone, so what it writes is in UTC:
 * a calendar day is the same day everywhere, and a time of day says "UTC".
 *
 * The formats are made on first use, not when the contract loads: a public page that imports the
 * contract must not load `Intl` data in the middle of its hydration (decision 060).
 */
let dayFormat: Intl.DateTimeFormat | undefined;
let utcDateTimeFormat: Intl.DateTimeFormat | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as "Nov 29, 2027", the same day in every time zone: "2027-11-29" (a payment's
 * date), or the UTC day of an instant (a plan's end). An empty string for anything else, a
 * timestamp string included: read in a browser's zone its day could differ.
 */
export function formatDay(value: string | Date | null | undefined): string {
  let utc: number | null = null;
  if (value instanceof Date) {
    utc = Number.isNaN(value.getTime()) ? null : value.getTime();
  } else if (value) {
    const match = CALENDAR_DAY.exec(value);
    if (match) utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  if (utc === null) return "";
  dayFormat ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return dayFormat.format(utc);
}

/** An instant with its time of day in UTC, as "Dec 2, 2026, 2:05 PM UTC"; empty for an invalid date. */
export function formatUtcDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) return "";
  utcDateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `${utcDateTimeFormat.format(at)} UTC`;
}
