import { accessRules, type UserType } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";
import { canWorkStudent } from "../students/students.policy.js";

/**
 * Who takes part in a conversation (decision 036). A conversation serves one user, its owner: a
 * student, whose other side is their assigned counselor (and the admins), or a company account,
 * whose other side is the admins. Nobody else reads or writes it.
 */
export interface ConversationTie {
  /** The owner's account id (= the conversation id). */
  ownerId: string;
  ownerType: UserType;
  /** The student's counselor now; null for a company, or a student without one. */
  counselorId: string | null;
}

/** Only students and company accounts own a conversation. */
export function ownsAConversation(actor: Actor): boolean {
  return actorPasses(actor, accessRules.customerOrCompany);
}

/** The owner of the conversation. */
export function isConversationOwner(actor: Actor, tie: ConversationTie): boolean {
  return actor.userId === tie.ownerId && ownsAConversation(actor);
}

/** The team side: for a student, who works the student (students policy); for a company, an admin. */
export function isConversationStaff(actor: Actor, tie: ConversationTie): boolean {
  if (tie.ownerType === "customer")
    return canWorkStudent(actor, { studentId: tie.ownerId, counselorId: tie.counselorId });
  if (tie.ownerType === "company_profile") return actorPasses(actor, accessRules.admin);
  return false;
}

/** Marks a message read: only its receiving side, never its sender's side. */
export function canMarkRead(actor: Actor, tie: ConversationTie, senderSide: string): boolean {
  return senderSide === "owner" ? isConversationStaff(actor, tie) : isConversationOwner(actor, tie);
}

/** Company conversations are the admins'. */
export function canWorkCompanyConversations(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}

/** The per-student unread counts: staff who work students. */
export function canSeeStudentUnread(actor: Actor): boolean {
  return actorPasses(actor, accessRules.staff);
}
