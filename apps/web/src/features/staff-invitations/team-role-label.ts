import type { TeamRole } from "@meridian/contract";

const labels: Record<TeamRole, string> = { admin: "Administrator", counselor: "Counselor" };

/** The name of an invitable team role. */
export function teamRoleLabel(role: TeamRole): string {
  return labels[role];
}

/** The expiry choices of a new invitation, within the contract's 1 hour to 30 days. */
export const expiryChoices = [
  { hours: 1, label: "1 hour" },
  { hours: 24, label: "24 hours" },
  { hours: 72, label: "3 days" },
  { hours: 7 * 24, label: "7 days" },
  { hours: 14 * 24, label: "14 days" },
  { hours: 30 * 24, label: "30 days" },
] as const;
