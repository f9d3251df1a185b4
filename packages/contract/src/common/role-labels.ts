import { type AccountStatus, AccountStatusSchema } from "./roles.js";

const accountStatusLabels: Record<AccountStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  pending_approval: "Pending Approval",
  suspended: "Suspended",
  rejected: "Rejected",
};

/** The label of spec part 1 §3; "Unknown" for anything else. */
export function labelAccountStatus(status: string | null | undefined): string {
  const known = AccountStatusSchema.safeParse(status);
  return known.success ? accountStatusLabels[known.data] : "Unknown";
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
