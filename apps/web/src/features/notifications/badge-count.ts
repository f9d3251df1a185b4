import { notificationLimits } from "@meridian/contract";

/** The badge text: the count, or '99+' above the cap (spec part 2 §9). */
export function formatBadgeCount(count: number): string {
  return count > notificationLimits.badgeCap ? `${notificationLimits.badgeCap}+` : String(count);
}

/** The bell's accessible name, which carries the count that the badge shows visually. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${formatBadgeCount(count)} unread` : "Notifications";
}
