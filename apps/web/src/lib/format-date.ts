import { formatDay as formatCalendarDay, replaceInstantsInText } from "@meridian/contract";

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

/** Today (or `now`) in the viewer's own calendar, as a date input holds it ("2026-11-25"). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const weekdayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "short", day: "numeric" });

/**
 * The viewer's local day of an instant as a heading over a conversation's messages: "Today",
 * "Yesterday", else 'Monday, Nov 2' (and the year when it is not this one).
 */
export function formatConversationDay(value: string | Date, now = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const day = localToday(date);
  if (day === localToday(now)) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localToday(yesterday)) return "Yesterday";
  return date.getFullYear() === now.getFullYear() ? weekdayFormat.format(date) : formatDate(date);
}

/** The viewer's time zone, as the browser names it ("Europe/Berlin"). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    zonedFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A meeting's or a due time in the viewer's time zone, named: 'Dec 3, 2026, 2:00 PM (Europe/Berlin)'.
 * `timeZone` for another zone than the browser's (tests, a fixed zone).
 */
export function formatDateTimeInZone(
  value: string | Date | null | undefined,
  timeZone: string = viewerTimeZone(),
): string {
  const date = value ? toDate(value) : null;
  return date ? `${zonedFormat(timeZone).format(date)} (${timeZone})` : "";
}

/** Stored text with the instants the server wrote into it (a meeting's time) shown in the viewer's zone. */
export function withLocalTimes(text: string, timeZone: string = viewerTimeZone()): string {
  return replaceInstantsInText(text, (at) => formatDateTimeInZone(at, timeZone));
}
