import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Every signed-in user sees and ends their own sessions, whatever their kind of account. */
export function canManageOwnSessions(actor: Actor): boolean {
  return actorPasses(actor, accessRules.signedIn);
}

/**
 * A session is its user's alone: another user's answers exactly like an unknown id. (Staff do not
 * end other people's sessions here: a suspension or a password change does that.)
 */
export function canEndSession(actor: Actor, session: { userId: string }): boolean {
  return session.userId === actor.userId;
}
