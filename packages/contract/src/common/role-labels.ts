import type { AccountStatus } from "./roles.js";

const accountStatusLabels: Record<AccountStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  pending_approval: "Pending Approval",
  suspended: "Suspended",
  rejected: "Rejected",
};

/** The label of spec part 1 §3; "Unknown" for anything else. */
export function labelAccountStatus(status: string | null | undefined): string {
  return isAccountStatus(status) ? accountStatusLabels[status] : "Unknown";
}

// Read from the labels, not AccountStatusSchema: this file must not load Zod (see roles.ts).
function isAccountStatus(status: string | null | undefined): status is AccountStatus {
  return typeof status === "string" && Object.hasOwn(accountStatusLabels, status);
}

/** The role label of spec part 1 §2: Student, Administrator, Team Member, Company Profile or User. */
export function labelRole(userType: string | null | undefined, teamRole?: string | null): string {
  switch (userType) {
    case "customer":
      return "Student";
    case "team_member":
      return teamRole === "admin" ? "Administrator" : "Team Member";
    case "company_profile":
      return "Company Profile";
    default:
      return "User";
  }
}

/** The home dashboard of each kind of user (route guard, logo link). */
export function dashboardPathFor(userType: string | null | undefined, teamRole?: string | null): string {
  switch (userType) {
    case "customer":
      return "/dashboard/student";
    case "company_profile":
      return "/dashboard/company";
    case "team_member":
      return teamRole === "admin" ? "/dashboard/admin" : "/dashboard/team";
    default:
      return "/";
  }
}
