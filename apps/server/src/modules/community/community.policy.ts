import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** What the policy decides on for a post or a comment. */
export interface ForumContent {
  authorId: string | null;
  moderation: string;
}

/** Admins moderate the forum: they see held and hidden content (decision 044). */
export function seesAllContent(actor: Actor | null): boolean {
  return actor !== null && actorPasses(actor, accessRules.admin);
}

/**
 * Visible content is everyone's, guests included; pending and hidden content only its author's
 * and the admins'. Anyone else is answered as if it did not exist.
 */
export function canSeeContent(actor: Actor | null, content: ForumContent): boolean {
  if (content.moderation === "visible") return true;
  return actor !== null && (actor.userId === content.authorId || seesAllContent(actor));
}

/** Any signed-in account of the three user types writes, likes and reads its standing. */
export function canTakePart(actor: Actor): boolean {
  return actorPasses(actor, accessRules.signedIn);
}

/** Edits and deletes are the author's own; admins act on others' content only through moderation. */
export function canChangeContent(actor: Actor, content: ForumContent): boolean {
  return content.authorId !== null && actor.userId === content.authorId && canTakePart(actor);
}

/** Only students are held by the cooling period and the daily limits (decision 044). */
export function isHeldToStudentLimits(actor: Actor): boolean {
  return actor.userType === "customer";
}

/** Admins' own writing is not held for review: they are the reviewers. */
export function isExemptFromHolds(actor: Actor): boolean {
  return seesAllContent(actor);
}

/**
 * The hold on links from accounts younger than a day is aimed at sign-ups made to spam. Team
 * accounts are not signed up: an admin invites them, so a new counselor's link is not held.
 */
export function isHeldForNewAccountLinks(actor: Actor): boolean {
  return actor.userType !== "team_member";
}

/** A company account's posts are placed "From {company}" atop their category (decision 047). */
export function isFeaturedAuthor(actor: Actor): boolean {
  return actor.userType === "company_profile";
}
