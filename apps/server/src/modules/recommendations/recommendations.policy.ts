import type { Actor } from "../../lib/actor.js";
import { canKeepStudyPreferences } from "../students/students.policy.js";

/** Recommendations are read from the student's own preferences: the same rule reaches both. */
export function canGetRecommendations(actor: Actor): boolean {
  return canKeepStudyPreferences(actor);
}
