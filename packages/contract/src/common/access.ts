import type { TeamRole, UserType } from "./roles.js";

/**
 * Who may use an API route or open a page: signed-in users of these types (all three when absent)
 * and, for team members, of these team roles. The server's access hook and the web's route guards
 * both decide with `checkAccess`, so the two cannot drift.
 */
export interface AccessRule {
  userTypes?: readonly UserType[];
  teamRoles?: readonly TeamRole[];
}

/** What an API route declares: `"public"` (no session looked up) or a rule for signed-in users. */
export type RouteAccess = "public" | AccessRule;

/** The rules of the route table (spec part 1 §2). */
export const accessRules = {
  signedIn: {},
  customer: { userTypes: ["customer"] },
  company: { userTypes: ["company_profile"] },
  customerOrCompany: { userTypes: ["customer", "company_profile"] },
  team: { userTypes: ["team_member"] },
  admin: { userTypes: ["team_member"], teamRoles: ["admin"] },
  counselor: { userTypes: ["team_member"], teamRoles: ["counselor"] },
  /** Staff who work students: counselors and admins (the record-level check narrows counselors). */
  staff: { userTypes: ["team_member"], teamRoles: ["admin", "counselor"] },
  /** A student, or staff who work students (reads that answer each their own share of the files). */
  customerOrStaff: { userTypes: ["customer", "team_member"], teamRoles: ["admin", "counselor"] },
} as const satisfies Record<string, AccessRule>;

/** Why a signed-in user passes a rule or not. */
export type AccessCheck = "allowed" | "wrong-type" | "wrong-role";

/**
 * Checks a signed-in user against a rule. A team member without a named role (null, or a role
 * the product does not know) passes no rule that names roles.
 */
export function checkAccess(
  user: { userType: UserType; teamRole: string | null },
  rule: AccessRule,
): AccessCheck {
  if (rule.userTypes && !rule.userTypes.includes(user.userType)) return "wrong-type";
  if (rule.teamRoles && user.userType === "team_member") {
    const role = user.teamRole;
    if (role === null || !(rule.teamRoles as readonly string[]).includes(role)) return "wrong-role";
  }
  return "allowed";
}
