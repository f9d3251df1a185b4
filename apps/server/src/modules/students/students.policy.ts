import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * The one place that says who reaches a student's records (applications, documents, profile,
 * recommendations). Every feature's policy asks here, so the counselor workspace adds "the
 * student's assigned counselor" to these two functions and every route follows.
 */

/** The student themself, or staff who work the student (today: an admin). */
export function canSeeStudent(actor: Actor, studentId: string): boolean {
  return actor.userId === studentId || canWorkStudent(actor, studentId);
}

/**
 * Staff who act on a student's file: verify documents, move applications past "submitted".
 * Today an admin; once assignments exist, also the student's assigned counselor.
 */
export function canWorkStudent(actor: Actor, _studentId: string): boolean {
  return actorPasses(actor, accessRules.admin);
}

/** The student acting on their own file (the "student" side of the transition table). */
export function isStudentThemself(actor: Actor, studentId: string): boolean {
  return actor.userType === "customer" && actor.userId === studentId;
}

/**
 * Study preferences and recommendations are the student's own (/me routes): only a student acts
 * on them, and only on their own, so a staff or company session never reaches them here.
 */
export function canKeepStudyPreferences(actor: Actor): boolean {
  return isStudentThemself(actor, actor.userId);
}
