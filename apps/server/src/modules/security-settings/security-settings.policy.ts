import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins see and change the team-access code and the team sign-in visibility. */
export function canManageSecuritySettings(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
