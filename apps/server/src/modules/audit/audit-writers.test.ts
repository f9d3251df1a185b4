import { type AuditAction, auditActionNames } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import * as accountSessions from "../account-sessions/account-sessions.service.js";
import * as applications from "../applications/applications.service.js";
import * as assignments from "../assignments/assignments.service.js";
import * as auth from "../auth/auth.service.js";
import * as secondFactor from "../auth/second-factor.service.js";
import * as community from "../community/community.service.js";
import * as companyAccounts from "../company-accounts/company-accounts.service.js";
import * as documents from "../documents/documents.service.js";
import * as emailVerification from "../email-verification/email-verification.service.js";
import * as mail from "../mail/mail.service.js";
import * as moderation from "../moderation/moderation.service.js";
import * as passwordReset from "../password-reset/password-reset.service.js";
import * as securitySettings from "../security-settings/security-settings.service.js";
import * as staffInvitations from "../staff-invitations/staff-invitations.service.js";
import * as students from "../students/students.service.js";
import * as plans from "../subscription-plans/subscription-plans.service.js";
import * as purchases from "../subscriptions/purchase-completion.js";
import * as subscriptions from "../subscriptions/subscriptions.service.js";
import * as universityImport from "../universities/universities.import.js";
import * as universities from "../universities/universities.service.js";
import * as userProfile from "../user-profile/user-profile.service.js";
import { type AuditBy, recordAudit } from "./audit.repository.js";

type Writer = (...args: never[]) => Promise<unknown>;

/**
 * The service functions that record each action. A `Record` over the contract's list: an action
 * added to the list fails the type check here until a writer is named, and a writer renamed or
 * removed fails it too.
 */
const writers: Record<AuditAction, readonly [Writer, ...Writer[]]> = {
  "auth.login": [auth.startSession],
  "auth.login_failed": [auth.login],
  "auth.login_refused": [auth.login],
  "auth.logout": [auth.logout],
  "auth.second_factor_failed": [secondFactor.verifySecondStep],
  "auth.recovery_code_used": [secondFactor.verifySecondStep],
  "user.second_factor_enabled": [secondFactor.confirmSecondFactorSetup, secondFactor.confirmPendingSetup],
  "user.second_factor_disabled": [secondFactor.disableSecondFactor],
  "auth.session_ended": [accountSessions.endOwnSession],
  "auth.other_sessions_ended": [accountSessions.endOtherSessions],
  "user.registered": [auth.registerStudent],
  "user.registration_for_taken_email": [auth.registerStudent],
  "user.password_changed": [auth.changePassword],
  "user.password_reset_requested": [passwordReset.issueResetLink],
  "user.password_reset": [passwordReset.resetPassword],
  "user.email_verified": [emailVerification.verifyEmail],
  "mail.viewed": [mail.readMail],
  "user.profile_updated": [
    userProfile.updateOwnProfile,
    userProfile.replaceOwnPhoto,
    userProfile.removeOwnPhoto,
  ],
  "user.role_granted": [staffInvitations.registerWithInvitation],
  "company_account.created": [companyAccounts.createCompanyAccount],
  "staff_invitation.created": [staffInvitations.createInvitation],
  "staff_invitation.revoked": [staffInvitations.revokeInvitation],
  "staff_invitation.used": [staffInvitations.registerWithInvitation],
  "staff_invitation.setup_link_created": [staffInvitations.createSetupLink],
  "security.settings_changed": [securitySettings.updateSecuritySettings],
  "security.team_code_mismatch": [securitySettings.checkTeamAccessCode],
  "student_profile.updated": [students.updateCounselorStudent],
  "student.status_changed": [students.setCounselorStudentStatus, purchases.completePurchase],
  "student.counselor_assigned": [
    assignments.assignStudent,
    assignments.bulkAssign,
    assignments.assignAutomatically,
  ],
  "student.counselor_unassigned": [assignments.assignStudent, assignments.bulkAssign],
  "application.created": [applications.createApplication],
  "application.deleted": [applications.removeApplication],
  "application.status_changed": [applications.transitionApplication],
  "document.verified": [documents.setVerification],
  "document.unverified": [documents.setVerification],
  "document.viewed": [documents.openDocumentFile],
  "document.downloaded": [documents.openDocumentFile],
  "university.created": [universities.createUniversity],
  "university.updated": [universities.editUniversity],
  "university.deleted": [universities.removeUniversity],
  "university.imported": [universityImport.commitImport],
  "plan.created": [plans.createPlanAsAdmin],
  "plan.updated": [plans.updatePlanAsAdmin, plans.createPlanAsAdmin],
  "plan.activated": [plans.updatePlanAsAdmin],
  "plan.deactivated": [plans.updatePlanAsAdmin],
  "subscription.requested": [subscriptions.checkout],
  "subscription.request_cancelled": [subscriptions.cancelPaymentRequest],
  "subscription.rejected": [subscriptions.rejectPaymentRequest],
  "subscription.purchased": [purchases.completePurchase],
  "subscription.canceled": [subscriptions.cancelSubscription],
  "subscription.resumed": [subscriptions.resumeSubscription],
  "community.post_created": [community.createPost],
  "community.post_edited": [community.updatePost],
  "community.post_deleted": [community.deletePost],
  "community.comment_created": [community.createComment],
  "community.comment_edited": [community.updateComment],
  "community.comment_deleted": [community.deleteComment],
  "community.report.created": [moderation.reportContent],
  "community.post.hide": [moderation.moderatePost],
  "community.post.restore": [moderation.moderatePost],
  "community.post.delete": [moderation.moderatePost],
  "community.post.dismiss": [moderation.moderatePost],
  "community.comment.hide": [moderation.moderateComment],
  "community.comment.restore": [moderation.moderateComment],
  "community.comment.delete": [moderation.moderateComment],
  "community.comment.dismiss": [moderation.moderateComment],
  "community.user.warned": [moderation.warnUser],
  "community.user.suspended": [moderation.suspendUser],
  "community.user.suspension_lifted": [moderation.liftSuspension],
  "community.blocked_words.updated": [moderation.setBlockedWords],
};

describe("audit vocabulary", () => {
  it("names a service that writes every action in the contract's list", () => {
    expect(Object.keys(writers).sort()).toEqual([...auditActionNames].sort());
    for (const fns of Object.values(writers)) {
      for (const fn of fns) expect(fn).toBeTypeOf("function");
    }
  });
});

/**
 * Never run: the type check (`tsc -p tsconfig.test.json`) proves `recordAudit` takes an action's
 * own details and refuses a name outside the list.
 */
export function recordAuditTypeChecks(db: Db, by: AuditBy): void {
  void recordAudit(db, by, "student.status_changed", {
    subjectId: "a-student",
    details: { from: "active", to: "converted", reason: "purchase" },
  });
  void recordAudit(db, by, "security.team_code_mismatch");
  // @ts-expect-error the old name of the status change is no longer written
  void recordAudit(db, by, "student_profile.status_changed", { subjectId: "a-profile" });
  // @ts-expect-error another action's details
  void recordAudit(db, by, "student.status_changed", { subjectId: "a-student", details: { fields: [] } });
  // @ts-expect-error the sign-in records its door
  void recordAudit(db, by, "auth.login", { subjectId: "a-user" });
  // @ts-expect-error a report names whether it concerns a post or a comment
  void recordAudit(db, by, "community.report.created", {
    subjectId: "a-post",
    details: { reportId: "r", reason: "spam" },
  });
}
