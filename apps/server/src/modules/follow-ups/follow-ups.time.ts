const utc = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant in words for a notification ("Friday, January 15, 2027 at 09:30 UTC"). Notifications
 * carry text only and the server does not know the reader's time zone, so it says UTC plainly.
 */
export function describeInstant(at: Date): string {
  return `${utc.format(at)} UTC`;
}
