import { z } from "zod";
import { ApplicationStatusSchema } from "./applications.js";
import { AssignmentSourceSchema } from "./assignments.js";
import { AccountStatusSchema, TeamRoleSchema } from "./common/roles.js";
import { ForumCategorySchema, ModerationStateSchema, QueueReasonSchema } from "./community.js";
import { MailKindSchema } from "./mail.js";
import { StudentStatusSchema } from "./students.js";
import { ConversionStatusSchema, PurchaseSchema } from "./subscriptions.js";

/**
 * The kinds of record an audit event concerns (stored as its `target_type`, with the record's id
 * as `target_id`). "student" is a student's account (their user id); "conversion" a purchase or a
 * payment request.
 */
export const auditSubjects = [
  "user",
  "student",
  "student_profile",
  "application",
  "document",
  "university",
  "subscription_plan",
  "subscription",
  "conversion",
  "staff_invitation",
  "mail_message",
  "security_settings",
  "forum_post",
  "forum_comment",
  "forum_blocked_words",
] as const;
export type AuditSubject = (typeof auditSubjects)[number];

/**
 * One audit action: a plain label (the audit log reads by it), the record kinds it concerns (null:
 * none, as a refused team code that names no record) and the shape of its details (null: none).
 */
interface AuditActionDefinition {
  label: string;
  subject: AuditSubject | readonly [AuditSubject, AuditSubject, ...AuditSubject[]] | null;
  details: z.ZodType | null;
}

const define = <const D extends Record<string, AuditActionDefinition>>(definitions: D): D => definitions;

const noteOfModeration = z.object({
  note: z.string().nullable(),
  /** The moderation state before and after ("deleted" after a delete). */
  from: z.string(),
  to: z.string(),
  authorId: z.uuid().nullable(),
  postId: z.uuid(),
  /** How many open reports the action closed. */
  closedReports: z.number().int(),
});
const writeHeld = z.object({ moderation: ModerationStateSchema, holdReasons: z.array(QueueReasonSchema) });
const planChange = z.object({
  name: z.string(),
  /** The names of the fields that changed. */
  changed: z.array(z.string()),
  price: z
    .object({
      from: z.object({ minor: z.number().int(), currency: z.string() }),
      to: z.object({ minor: z.number().int(), currency: z.string() }),
    })
    .optional(),
});
const counselorChange = z.object({
  profileId: z.uuid(),
  counselorId: z.uuid().nullable(),
  previousCounselorId: z.uuid().nullable(),
  source: AssignmentSourceSchema,
});
/** The sign-in doors (the staff invitation signs its new member in too). */
const loginDoor = z.enum(["student", "team", "company", "invitation"]);
const periodEnd = z.object({ periodEnd: z.iso.datetime() });

/**
 * Every audit action the server records: one name per event, written only through `recordAudit`,
 * which takes its details' type from here. Names are stored in `audit_events.action`, so a name
 * never changes; an event recorded under another name in the past is listed in
 * `legacyAuditActions` and read as its current name.
 */
export const auditActions = define({
  "auth.login": { label: "Signed in", subject: "user", details: z.object({ door: loginDoor }) },
  "auth.login_failed": {
    label: "Sign-in failed",
    subject: "user",
    details: z.object({ door: loginDoor, reason: z.enum(["unknown_email", "wrong_password", "wrong_door"]) }),
  },
  "auth.login_refused": {
    label: "Sign-in refused (account not active)",
    subject: "user",
    details: z.object({ door: loginDoor, accountStatus: AccountStatusSchema }),
  },
  "auth.logout": { label: "Signed out", subject: "user", details: null },
  "auth.second_factor_failed": {
    label: "Second sign-in step failed",
    subject: "user",
    details: z.object({ method: z.enum(["code", "recovery_code"]) }),
  },
  "auth.recovery_code_used": { label: "Signed in with a recovery code", subject: "user", details: null },
  "user.second_factor_enabled": { label: "Turned two-step sign-in on", subject: "user", details: null },
  "user.second_factor_disabled": { label: "Turned two-step sign-in off", subject: "user", details: null },
  "auth.session_ended": {
    label: "Signed out a device",
    subject: "user",
    /** The session ended, and whether it was the one that asked. */
    details: z.object({ sessionId: z.uuid(), current: z.boolean() }),
  },
  "auth.other_sessions_ended": {
    label: "Signed out all other devices",
    subject: "user",
    details: z.object({ ended: z.number().int() }),
  },
  "user.registered": { label: "Registered", subject: "user", details: null },
  "user.registration_for_taken_email": {
    label: "Registration tried with a taken email",
    subject: "user",
    details: null,
  },
  "user.password_changed": { label: "Changed password", subject: "user", details: null },
  "user.password_reset_requested": { label: "Password reset link mailed", subject: "user", details: null },
  "user.password_reset": { label: "Password set from a reset link", subject: "user", details: null },
  "user.email_verified": { label: "Confirmed the email address", subject: "user", details: null },
  "user.profile_updated": {
    label: "Profile edited",
    subject: "user",
    /** The names of the fields that changed. */
    details: z.object({ changed: z.array(z.string()) }),
  },
  "user.role_granted": {
    label: "Team role granted",
    subject: "user",
    details: z.object({ teamRole: TeamRoleSchema }),
  },
  "company_account.created": { label: "Company account created", subject: "user", details: null },

  "staff_invitation.created": {
    label: "Staff invitation created",
    subject: "staff_invitation",
    details: z.object({ teamRole: TeamRoleSchema, expiresInHours: z.number() }),
  },
  "staff_invitation.revoked": {
    label: "Staff invitation revoked",
    subject: "staff_invitation",
    details: null,
  },
  "mail.viewed": {
    label: "Mail message read by an admin",
    subject: "mail_message",
    details: z.object({ kind: MailKindSchema }),
  },
  "staff_invitation.used": {
    label: "Staff invitation used",
    subject: "staff_invitation",
    details: z.object({ teamRole: TeamRoleSchema, invitedBy: z.uuid().nullable() }),
  },
  "staff_invitation.setup_link_created": {
    label: "First admin's setup link created",
    subject: "staff_invitation",
    details: null,
  },

  "security.settings_changed": {
    label: "Security settings changed",
    subject: "security_settings",
    details: z.object({
      teamLoginVisible: z.boolean().optional(),
      secretCode: z.enum(["removed", "changed"]).optional(),
      autoAssignStudents: z.boolean().optional(),
      counselorStudentCap: z.number().int().nullable().optional(),
      requireTeamSecondFactor: z.boolean().optional(),
      requireVerifiedEmailToApply: z.boolean().optional(),
    }),
  },
  "security.team_code_mismatch": { label: "Wrong team access code", subject: null, details: null },

  "student_profile.updated": {
    label: "Student profile edited",
    subject: "student_profile",
    details: z.object({ changed: z.array(z.string()) }),
  },
  "student.status_changed": {
    label: "Student status changed",
    subject: "student",
    details: z.object({
      from: StudentStatusSchema,
      to: StudentStatusSchema,
      /** Who moved it: a counselor or admin by hand, or a purchase. */
      reason: z.enum(["staff", "purchase"]),
      profileId: z.uuid().optional(),
      conversionId: z.uuid().optional(),
    }),
  },
  "student.counselor_assigned": { label: "Counselor assigned", subject: "student", details: counselorChange },
  "student.counselor_unassigned": {
    label: "Counselor removed",
    subject: "student",
    details: counselorChange,
  },

  "application.created": {
    label: "Application created",
    subject: "application",
    details: z.object({ universityId: z.uuid() }),
  },
  "application.deleted": {
    label: "Application deleted",
    subject: "application",
    details: z.object({ status: ApplicationStatusSchema }),
  },
  "application.status_changed": {
    label: "Application status changed",
    subject: "application",
    details: z.object({ from: ApplicationStatusSchema, to: ApplicationStatusSchema }),
  },

  "document.verified": { label: "Document verified", subject: "document", details: null },
  "document.unverified": { label: "Document back in review", subject: "document", details: null },
  "document.viewed": { label: "Document viewed", subject: "document", details: null },
  "document.downloaded": { label: "Document downloaded", subject: "document", details: null },

  "university.created": { label: "University added", subject: "university", details: null },
  "university.updated": {
    label: "University edited",
    subject: "university",
    details: z.object({ fields: z.array(z.string()) }),
  },
  "university.deleted": { label: "University deleted", subject: "university", details: null },
  "university.imported": {
    label: "Universities imported",
    subject: "university",
    details: z.object({ created: z.number().int(), updated: z.number().int() }),
  },

  "plan.created": {
    label: "Plan created",
    subject: "subscription_plan",
    details: z.object({
      name: z.string(),
      priceMinor: z.number().int(),
      currency: z.string(),
      isActive: z.boolean(),
      isPopular: z.boolean(),
    }),
  },
  "plan.updated": { label: "Plan edited", subject: "subscription_plan", details: planChange },
  "plan.activated": { label: "Plan activated", subject: "subscription_plan", details: planChange },
  "plan.deactivated": { label: "Plan deactivated", subject: "subscription_plan", details: planChange },

  "subscription.requested": {
    label: "Plan requested",
    subject: "conversion",
    details: z.object({
      planId: z.uuid(),
      provider: PurchaseSchema.shape.provider,
      /** The student's earlier waiting requests this one replaced. */
      withdrawn: z.array(z.uuid()),
    }),
  },
  "subscription.request_cancelled": {
    label: "Payment request withdrawn",
    subject: "conversion",
    details: z.object({ planId: z.uuid() }),
  },
  "subscription.rejected": {
    label: "Payment request rejected",
    subject: "conversion",
    details: z.object({ studentId: z.uuid(), planId: z.uuid() }),
  },
  "subscription.purchased": {
    label: "Plan purchased",
    subject: "student",
    details: z.object({
      conversionId: z.uuid(),
      subscriptionId: z.uuid(),
      planId: z.uuid(),
      status: ConversionStatusSchema,
      provider: PurchaseSchema.shape.provider,
      amountMinor: z.number().int(),
      currency: z.string(),
      receiptNumber: z.number().int(),
      replacedSubscriptionId: z.uuid().nullable(),
    }),
  },
  "subscription.canceled": { label: "Subscription set to end", subject: "subscription", details: periodEnd },
  "subscription.resumed": { label: "Subscription resumed", subject: "subscription", details: periodEnd },

  "community.post_created": {
    label: "Post written",
    subject: "forum_post",
    details: writeHeld.extend({ category: ForumCategorySchema }),
  },
  "community.post_edited": {
    label: "Post edited",
    subject: "forum_post",
    details: z.object({ fields: z.array(z.string()) }),
  },
  "community.post_deleted": {
    label: "Post deleted by its author",
    subject: "forum_post",
    details: z.object({ category: ForumCategorySchema, title: z.string() }),
  },
  "community.comment_created": {
    label: "Comment written",
    subject: "forum_comment",
    details: writeHeld.extend({ postId: z.uuid() }),
  },
  "community.comment_edited": {
    label: "Comment edited",
    subject: "forum_comment",
    details: z.object({ postId: z.uuid() }),
  },
  "community.comment_deleted": {
    label: "Comment deleted by its author",
    subject: "forum_comment",
    details: z.object({ postId: z.uuid() }),
  },
  "community.report.created": {
    label: "Content reported",
    subject: ["forum_post", "forum_comment"],
    details: z.object({ reportId: z.uuid(), reason: z.string() }),
  },
  "community.post.hide": {
    label: "Post hidden by a moderator",
    subject: "forum_post",
    details: noteOfModeration,
  },
  "community.post.restore": {
    label: "Post restored by a moderator",
    subject: "forum_post",
    details: noteOfModeration,
  },
  "community.post.delete": {
    label: "Post deleted by a moderator",
    subject: "forum_post",
    details: noteOfModeration,
  },
  "community.post.dismiss": {
    label: "Reports on a post dismissed",
    subject: "forum_post",
    details: noteOfModeration,
  },
  "community.comment.hide": {
    label: "Comment hidden by a moderator",
    subject: "forum_comment",
    details: noteOfModeration,
  },
  "community.comment.restore": {
    label: "Comment restored by a moderator",
    subject: "forum_comment",
    details: noteOfModeration,
  },
  "community.comment.delete": {
    label: "Comment deleted by a moderator",
    subject: "forum_comment",
    details: noteOfModeration,
  },
  "community.comment.dismiss": {
    label: "Reports on a comment dismissed",
    subject: "forum_comment",
    details: noteOfModeration,
  },
  "community.user.warned": {
    label: "Member warned",
    subject: "user",
    details: z.object({ message: z.string() }),
  },
  "community.user.suspended": {
    label: "Member suspended from the community",
    subject: "user",
    details: z.object({
      days: z.number().int(),
      until: z.iso.datetime(),
      reason: z.string(),
      /** The end of the suspension this one replaced, if one was running. */
      replaced: z.iso.datetime().nullable(),
    }),
  },
  "community.user.suspension_lifted": {
    label: "Community suspension lifted",
    subject: "user",
    details: z.object({ wasUntil: z.iso.datetime() }),
  },
  "community.blocked_words.updated": {
    label: "Blocked words changed",
    subject: "forum_blocked_words",
    details: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  },
});

export type AuditAction = keyof typeof auditActions;

/** True for a name in the list (a stored row's action is a plain string). */
export function isAuditAction(name: string): name is AuditAction {
  return Object.hasOwn(auditActions, name);
}

/** Every action, in the list's order (the audit log's filter offers these). */
export const auditActionNames: readonly AuditAction[] = Object.keys(auditActions).filter(isAuditAction);

type DefinitionOf<A extends AuditAction> = (typeof auditActions)[A];

/** The details an action records (undefined for an action that records none). */
export type AuditDetails<A extends AuditAction> = DefinitionOf<A>["details"] extends z.ZodType
  ? z.output<DefinitionOf<A>["details"]>
  : undefined;

/** The record kinds an action may concern (never for an action that names no record). */
export type AuditSubjectOf<A extends AuditAction> = Extract<
  DefinitionOf<A>["subject"] extends readonly (infer One)[] ? One : DefinitionOf<A>["subject"],
  AuditSubject
>;

/** The record kinds an audit action concerns, as a list (empty: none). */
export function auditSubjectsOf(action: AuditAction): readonly AuditSubject[] {
  const { subject }: AuditActionDefinition = auditActions[action];
  if (subject === null) return [];
  return typeof subject === "string" ? [subject] : subject;
}

/**
 * Names an event was stored under before its current one (rows keep the name they were written
 * with). A reader maps them with `readAuditAction`. `student_profile.status_changed` rows name the
 * student's profile (`student_profile`, the profile's id) where the current name names the student.
 */
export const legacyAuditActions = {
  "student_profile.status_changed": "student.status_changed",
} as const satisfies Record<string, AuditAction>;

/** The current action of a stored row's name, or null for a name the list does not know. */
export function readAuditAction(stored: string): AuditAction | null {
  if (isAuditAction(stored)) return stored;
  return isLegacyAuditAction(stored) ? legacyAuditActions[stored] : null;
}

function isLegacyAuditAction(name: string): name is keyof typeof legacyAuditActions {
  return Object.hasOwn(legacyAuditActions, name);
}
