import { notificationLimits } from "@meridian/contract";

/** A count badge's text: the count, or '99+' above the cap (spec part 2 §9); the bell's and Chat's. */
export function formatBadgeCount(count: number): string {
  return count > notificationLimits.badgeCap ? `${notificationLimits.badgeCap}+` : String(count);
}
