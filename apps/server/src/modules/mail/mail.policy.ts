import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Admins read the product's mail: the outbox is where the embedded default's mail waits. */
export function canReadMail(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}
