import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * Admins alone create, edit, activate and deactivate plans. Plans belong to nobody (the public
 * list is everyone's), so an admin reaches every plan and there is no other user's plan to hide.
 */
export function canManagePlans(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
