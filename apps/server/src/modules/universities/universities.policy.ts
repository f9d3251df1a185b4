import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins create, edit, delete, import and export catalogue entries; reading the catalogue is public. */
export function canManageCatalogue(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
