import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins see the refusal counts of the admin console. */
export function canSeeSecurityEvents(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
