import { type AccessRule, checkAccess, dashboardPathFor, type SessionUser } from "@meridian/contract";

// The rules and their check live in the contract, shared with the server's access hook.
export { type AccessRule, accessRules } from "@meridian/contract";

/** What the guard does with a page request. */
export type GuardDecision = { kind: "loading" } | { kind: "redirect"; to: string } | { kind: "render" };

/** /auth with the page to come back to after signing in. */
export function signInPathFor(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}

/** Where an account with a temporary password must go before anything else. */
export const PASSWORD_CHANGE_PATH = "/settings";

/**
 * The route guard of spec part 1 §4, as a pure decision: spinner while loading; /auth when
 * signed out (with the page, its query and hash as `next`); /settings first for a temporary password; the type's own dashboard when the type
 * is not allowed; /dashboard/team when the team role is not allowed.
 */
export function decideAccess(
  session: { isLoading: boolean; user: SessionUser | null },
  rule: AccessRule,
  pathname: string,
  search = "",
  hash = "",
): GuardDecision {
  if (session.isLoading) return { kind: "loading" };
  const { user } = session;
  // A guest signs in, then comes back to the page they opened, at the section they opened (decision 048).
  if (!user) return { kind: "redirect", to: signInPathFor(`${pathname}${search}${hash}`) };
  if (user.mustChangePassword && pathname !== PASSWORD_CHANGE_PATH) {
    return { kind: "redirect", to: PASSWORD_CHANGE_PATH };
  }
  // `undefined` is a role that has not arrived yet (null is a member without a named role).
  if (rule.teamRoles && user.userType === "team_member" && user.teamRole === undefined) {
    return { kind: "loading" };
  }
  const check = checkAccess(user, rule);
  if (check === "wrong-type") return { kind: "redirect", to: dashboardPathFor(user.userType, user.teamRole) };
  if (check === "wrong-role") return { kind: "redirect", to: "/dashboard/team" };
  return { kind: "render" };
}

/** True when the user passes the rule's type and role checks (profile pages word their own refusals). */
export function isAllowed(user: SessionUser, rule: AccessRule): boolean {
  return checkAccess(user, rule) === "allowed";
}
