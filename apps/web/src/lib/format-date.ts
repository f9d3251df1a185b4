import { formatDay as formatCalendarDay } from "@meridian/contract";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as 'Mon D, YYYY' in en-US (spec part 2 §9); an empty string for an unreadable value. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? dateFormat.format(date) : "";
}

/** A date with its time of day, e.g. 'Mar 4, 2026, 3:05 PM'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? dateTimeFormat.format(date) : "";
}

/**
 * A calendar date ("2026-11-25", a payment's date) as 'Mon D, YYYY', the same day in every time
 * zone: read as a timestamp it would be UTC midnight, the day before west of Greenwich. The
 * contract's, so that a date the server writes into a notification reads the same.
 */
export function formatDay(value: string | null | undefined): string {
  return formatCalendarDay(value);
}
