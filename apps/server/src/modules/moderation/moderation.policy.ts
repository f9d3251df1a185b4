import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins alone work the moderation queue, the blocked words, warnings and suspensions. */
export function canModerate(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}

/** Any signed-in account of the three user types may report what it can see (decision 044). */
export function canReport(actor: Actor): boolean {
  return actorPasses(actor, accessRules.signedIn);
}

/** What moderation needs of a post or comment to decide who sees it. */
export interface Moderated {
  authorId: string | null;
  moderation: string;
}

/**
 * Visible content is everyone's to see; pending and hidden content only its author's and the
 * admins' (decision 044). A comment is seen only where its post is seen too.
 */
export function canSeeContent(actor: Actor, ...items: Moderated[]): boolean {
  if (canModerate(actor)) return true;
  return items.every((item) => item.moderation === "visible" || item.authorId === actor.userId);
}

/**
 * Who a moderator may suspend: anyone but an admin (themselves included). Admins answer to the
 * team, not to the community's moderators (decision 044, "Moderation").
 */
export function canBeSuspended(target: { userType: string; teamRole: string | null }): boolean {
  return !(target.userType === "team_member" && target.teamRole === "admin");
}
