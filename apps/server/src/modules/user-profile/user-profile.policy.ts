import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * Every signed-in user keeps their own profile, and only their own: no route takes an id, every
 * query takes the actor's.
 */
export function canKeepOwnProfile(actor: Actor): boolean {
  return actorPasses(actor, accessRules.signedIn);
}
