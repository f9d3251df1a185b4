import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * Anybody may write to support; what differs is how they are known. A signed-in caller is known
 * by their account; a guest proves they are a person with the math challenge and gives a name and
 * an address to answer.
 */
export function mustProveHuman(actor: Actor | null): actor is null {
  return actor === null;
}

/**
 * The support queue is the admins' work, every message alike: there is no other admin's record to
 * hide (as with payments).
 */
export function canWorkSupportRequests(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
