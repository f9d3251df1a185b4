import type { StudentStatus } from "@meridian/contract";

/**
 * The badge colours of spec part 2 §4's student statuses: seven hues told apart at a glance, each
 * pair at AA contrast in light and dark (the label, not the hue alone, carries the meaning).
 */
export const studentStatusClasses: Record<StudentStatus, string> = {
  inquiry: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  converted: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  visa_applied: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  visa_approved: "bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200",
  departed: "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-950 dark:text-fuchsia-200",
};

/** The bar colour of a status in the analytics chart (the badge's hue, solid). */
export const studentStatusBarClasses: Record<StudentStatus, string> = {
  inquiry: "bg-slate-500",
  active: "bg-emerald-600",
  pending: "bg-amber-500",
  converted: "bg-blue-600",
  visa_applied: "bg-violet-600",
  visa_approved: "bg-teal-600",
  departed: "bg-fuchsia-600",
};
