import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins invite, list and revoke staff invitations. */
export function canManageStaffInvitations(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
