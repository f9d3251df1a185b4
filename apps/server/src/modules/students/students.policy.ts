import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/**
 * The one place that says who reaches a student's records (applications, documents, profile,
 * follow-ups, chat). Every feature's policy asks here.
 */

/**
 * What the policy decides on: the student's account and the counselor assigned to them now
 * (`withStudentTie` in students.service adds it to a loaded record). A reassignment therefore
 * takes effect on the very next request.
 */
export interface StudentTie {
  studentId: string;
  counselorId: string | null;
}

/** The student themself, or staff who work the student. */
export function canSeeStudent(actor: Actor, tie: StudentTie): boolean {
  return actor.userId === tie.studentId || canWorkStudent(actor, tie);
}

/**
 * Staff who act on a student's file (verify documents, move applications past "submitted", keep
 * the profile and follow-ups, chat): an admin, or the counselor assigned to the student.
 */
export function canWorkStudent(actor: Actor, tie: StudentTie): boolean {
  if (actorPasses(actor, accessRules.admin)) return true;
  return actorPasses(actor, accessRules.counselor) && tie.counselorId === actor.userId;
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

/**
 * The students an actor works, as a set (the list form of `canWorkStudent`): every student for an
 * admin, a counselor's assigned students, nobody (null) for anyone else. List queries filter on it.
 */
export type CaseloadScope = { kind: "all" } | { kind: "counselor"; counselorId: string };

export function caseloadScopeOf(actor: Actor): CaseloadScope | null {
  if (actorPasses(actor, accessRules.admin)) return { kind: "all" };
  if (actorPasses(actor, accessRules.counselor)) return { kind: "counselor", counselorId: actor.userId };
  return null;
}

/**
 * The student's own study profile (decision 098, a /me route): only a student, and only their own;
 * staff keep it through the counselor's screen, a company never.
 */
export function canKeepOwnProfile(actor: Actor): boolean {
  return isStudentThemself(actor, actor.userId);
}
