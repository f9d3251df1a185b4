import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Who reads the team list: any team member (the route's rule; a job or socket must pass it too). */
export function canSeeTeam(actor: Actor): boolean {
  return actorPasses(actor, accessRules.team);
}

/**
 * Whether the actor reads a team member's email: their own always; others' only as an admin (who
 * runs the team). Counselors see names and roles: a colleague's address is not theirs to collect.
 */
export function canSeeMemberEmail(actor: Actor, memberId: string): boolean {
  return memberId === actor.userId || actorPasses(actor, accessRules.admin);
}
