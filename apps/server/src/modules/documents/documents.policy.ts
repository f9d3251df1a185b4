import type { Actor } from "../../lib/actor.js";
import {
  canSeeStudent,
  canWorkStudent,
  isStudentThemself,
  type StudentTie,
} from "../students/students.policy.js";

/** Documents belong to students: only a student lists their own or uploads (staff hold none). */
export function canKeepDocuments(actor: Actor): boolean {
  return isStudentThemself(actor, actor.userId);
}

/** Who reaches a document: whoever reaches its student's records (students.policy). */
export function canSeeDocument(actor: Actor, document: StudentTie): boolean {
  return canSeeStudent(actor, document);
}

/** Renaming, retyping and deleting are the student's own: staff read and verify, never edit. */
export function canEditDocument(actor: Actor, document: { studentId: string }): boolean {
  return isStudentThemself(actor, document.studentId);
}

/** Verification is set by staff who work the student (never by the student: issue 11). */
export function canVerifyDocument(actor: Actor, document: StudentTie): boolean {
  return canWorkStudent(actor, document);
}
