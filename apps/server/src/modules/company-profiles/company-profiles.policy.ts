import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Only a company account keeps a company profile, and only its own (there is no id to pass). */
export function canKeepCompanyProfile(actor: Actor): boolean {
  return actorPasses(actor, accessRules.company);
}
