import type { Actor } from "../../lib/actor.js";

/**
 * A signed-in user manages their own account only (profile, password, sessions); staff change
 * other accounts through their own features. The account must still be live: the session lookup
 * refuses inactive accounts, and this check holds for callers that did not come through it.
 */
export function canManageAccount(
  actor: Actor,
  account: { id: string; accountStatus: string } | undefined,
): account is { id: string; accountStatus: string } {
  return account !== undefined && account.id === actor.userId && account.accountStatus === "active";
}
