import { dashboardPathFor, type SessionUser, type UserType } from "@meridian/contract";

/** Who may open a page: user types (default all three) and, for team members, team roles. */
export interface AccessRule {
  userTypes?: readonly UserType[];
  teamRoles?: readonly string[];
}

/** What the guard does with a page request. */
export type GuardDecision = { kind: "loading" } | { kind: "redirect"; to: string } | { kind: "render" };

/** Where an account with a temporary password must go before anything else. */
export const PASSWORD_CHANGE_PATH = "/settings";

/** The access rules of the route table (spec part 1 §2); `signedIn` admits every user type. */
export const accessRules = {
  signedIn: {},
  customer: { userTypes: ["customer"] },
  company: { userTypes: ["company_profile"] },
  customerOrCompany: { userTypes: ["customer", "company_profile"] },
  team: { userTypes: ["team_member"] },
  admin: { userTypes: ["team_member"], teamRoles: ["admin"] },
  counselor: { userTypes: ["team_member"], teamRoles: ["counselor"] },
} as const satisfies Record<string, AccessRule>;

/**
 * The route guard of spec part 1 §4, as a pure decision: spinner while loading; /auth when
 * signed out; /settings first for a temporary password; the type's own dashboard when the type
 * is not allowed; /dashboard/team when the team role is not allowed.
 */
export function decideAccess(
  session: { isLoading: boolean; user: SessionUser | null },
  rule: AccessRule,
  pathname: string,
): GuardDecision {
  if (session.isLoading) return { kind: "loading" };
  const { user } = session;
  if (!user) return { kind: "redirect", to: "/auth" };
  if (user.mustChangePassword && pathname !== PASSWORD_CHANGE_PATH) {
    return { kind: "redirect", to: PASSWORD_CHANGE_PATH };
  }
  if (rule.userTypes && !rule.userTypes.includes(user.userType)) {
    return { kind: "redirect", to: dashboardPathFor(user.userType, user.teamRole) };
  }
  if (rule.teamRoles && user.userType === "team_member") {
    // `undefined` is a role that has not arrived yet; null is a member without a named role.
    if (user.teamRole === undefined) return { kind: "loading" };
    if (user.teamRole === null || !rule.teamRoles.includes(user.teamRole)) {
      return { kind: "redirect", to: "/dashboard/team" };
    }
  }
  return { kind: "render" };
}

/** True when the user passes the rule's type and role checks (profile pages word their own refusals). */
export function isAllowed(user: SessionUser, rule: AccessRule): boolean {
  if (rule.userTypes && !rule.userTypes.includes(user.userType)) return false;
  if (rule.teamRoles && user.userType === "team_member") {
    return user.teamRole !== null && rule.teamRoles.includes(user.teamRole);
  }
  return true;
}
