import type { TransitionActor } from "@meridian/contract";
import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";
import {
  canSeeStudent,
  canWorkStudent,
  isStudentThemself,
  type StudentTie,
} from "../students/students.policy.js";

/**
 * An application is reached by whoever reaches its student's records (the student, staff who
 * work the student): the students policy is the one place that says who.
 */
export function canSeeApplication(actor: Actor, application: StudentTie): boolean {
  return canSeeStudent(actor, application);
}

/**
 * Which side of the transition table the actor moves an application from: the student on their
 * own file, staff who work the student; null for anybody else.
 */
export function transitionSideOf(actor: Actor, application: StudentTie): TransitionActor | null {
  if (isStudentThemself(actor, application.studentId)) return "student";
  if (canWorkStudent(actor, application)) return "staff";
  return null;
}

/** Who keeps applications of their own: students (the list, recent, create routes are theirs). */
export function canKeepApplications(actor: Actor): boolean {
  return actorPasses(actor, accessRules.customer);
}

/** Editing and deleting are the student's own acts on their file; staff move statuses instead. */
export function canEditApplication(actor: Actor, application: { studentId: string }): boolean {
  return isStudentThemself(actor, application.studentId);
}

/** The role written on a history row, kept even if the account goes. */
export function historyRoleOf(actor: Actor): string {
  if (actor.userType === "customer") return "student";
  if (actor.userType === "team_member") return actor.teamRole ?? "staff";
  return "company";
}
