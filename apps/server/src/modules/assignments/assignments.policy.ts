import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * Admins alone decide who works which student: they see every student and every counselor's
 * load, so an admin route names any student (there is no other admin's record to hide).
 */
export function canManageAssignments(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
