import { formatBadgeCount } from "@/lib/badge-count";

export { formatBadgeCount };

/** The bell's accessible name, which carries the count that the badge shows visually. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${formatBadgeCount(count)} unread` : "Notifications";
}
