import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

// Who reaches one student's notes is the students policy's (workedStudent): the student's
// counselor or an admin. This file only says who keeps follow-ups at all.

/** Staff who work students (counselors, admins) have a list of follow-ups falling due. */
export function canKeepFollowUps(actor: Actor): boolean {
  return actorPasses(actor, accessRules.staff);
}
