import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";
import type { ForumContent } from "./community.policy.js";

/** The company's privileges in the forum (decision 047) are company accounts' only. */
function isCompany(actor: Actor): boolean {
  return actorPasses(actor, accessRules.company);
}

/** Only a company account adds a poll to the post it writes. */
export function canAddPoll(actor: Actor): boolean {
  return isCompany(actor);
}

/** Only a company account adds photos, and only to its own post. */
export function canAddPhotos(actor: Actor, post: ForumContent): boolean {
  return isCompany(actor) && post.authorId !== null && post.authorId === actor.userId;
}

/** A photo is removed by its post's author (whatever the account's type is now). */
export function canRemovePhoto(actor: Actor, post: ForumContent): boolean {
  return post.authorId !== null && post.authorId === actor.userId;
}

/** A company reads what its own posts drew: no id to pass, its own by construction. */
export function canReadCompanyPosts(actor: Actor): boolean {
  return isCompany(actor);
}
