const DAY_MS = 24 * 60 * 60_000;

/** What a card says about an application's deadline. */
export type DeadlineState =
  | { kind: "none" }
  | { kind: "open"; daysLeft: number; label: string }
  | { kind: "passed"; label: string };

/** A "YYYY-MM-DD" calendar date as its UTC midnight, or null when it is not a real date. */
function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  // 2027-02-30 would roll over to March: not a date the server would send, shown as no deadline.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time;
}

/**
 * The days-left rule of spec part 2 §4: the days until deadlineDate, rounded up; a positive
 * number shows "N days left", zero or less "Deadline passed". deadlineDate is a calendar day, taken
 * as its start in the student's own time zone: any time of the day before it rounds up to "1 day
 * left", and from the day itself the deadline has passed. Counting calendar days (instead of
 * dividing milliseconds) gives the same figure and stays right across daylight-saving changes.
 */
export function deadlineState(deadlineDate: string | null, now: Date = new Date()): DeadlineState {
  if (!deadlineDate) return { kind: "none" };
  const deadline = calendarDay(deadlineDate);
  if (deadline === null) return { kind: "none" };
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  // Both are UTC midnights of calendar days, so the difference is a whole number of days.
  const daysLeft = Math.round((deadline - today) / DAY_MS);
  if (daysLeft <= 0) return { kind: "passed", label: "Deadline passed" };
  return { kind: "open", daysLeft, label: `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left` };
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A "YYYY-MM-DD" date as 'Mon D, YYYY' (spec part 2 §9), the same day in every time zone. */
export function formatCalendarDate(value: string | null): string {
  const day = value ? calendarDay(value) : null;
  return day === null ? "" : dayFormat.format(day);
}
