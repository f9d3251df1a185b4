import { accessRules } from "@meridian/contract";
import type { UserRow } from "../../db/schema/users.js";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Anyone signed in may ask for a link to confirm their own address (there is no other's to ask for). */
export function canAskForVerificationLink(actor: Actor): boolean {
  return actorPasses(actor, accessRules.signedIn);
}

/** Whether the owner already proved the address. */
export function isEmailVerified(user: Pick<UserRow, "emailVerifiedAt">): boolean {
  return user.emailVerifiedAt !== null;
}

/**
 * Whether an account may create an application: always, unless the admins require a confirmed
 * address and this one is not.
 */
export function mayApplyWithEmail(required: boolean, user: Pick<UserRow, "emailVerifiedAt">): boolean {
  return !required || isEmailVerified(user);
}
