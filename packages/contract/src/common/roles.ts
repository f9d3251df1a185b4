import { z } from "zod";

export const UserTypeSchema = z.enum(["customer", "team_member", "company_profile"]);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Team roles the product knows by name; other roles may exist and are shown as "Team Member". */
export const TeamRoleSchema = z.enum(["admin", "counselor"]);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const AccountStatusSchema = z.enum([
  "active",
  "inactive",
  "pending_approval",
  "suspended",
  "rejected",
]);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

const accountStatusLabels: Record<AccountStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  pending_approval: "Pending Approval",
  suspended: "Suspended",
  rejected: "Rejected",
};

/** The label of spec part 1 §3; "Unknown" for anything else. */
export function labelAccountStatus(status: string | null | undefined): string {
  return status && status in accountStatusLabels ? accountStatusLabels[status as AccountStatus] : "Unknown";
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
