import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins create and list company accounts (the temporary password is shown to them once). */
export function canManageCompanyAccounts(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
