import { accountSessionsModule } from "./account-sessions/account-sessions.module.js";
import { applicationsModule } from "./applications/applications.module.js";
import { assignmentsModule } from "./assignments/assignments.module.js";
import { authModule } from "./auth/auth.module.js";
import { caseloadModule } from "./caseload/caseload.module.js";
import { chatModule } from "./chat/chat.module.js";
import { communityModule } from "./community/community.module.js";
import { companyAccountsModule } from "./company-accounts/company-accounts.module.js";
import { companyProfilesModule } from "./company-profiles/company-profiles.module.js";
import { documentsModule } from "./documents/documents.module.js";
import { emailVerificationModule } from "./email-verification/email-verification.module.js";
import { followUpsModule } from "./follow-ups/follow-ups.module.js";
import { healthModule } from "./health/health.module.js";
import { mailModule } from "./mail/mail.module.js";
import { moderationModule } from "./moderation/moderation.module.js";
import type { ServerModule } from "./module.js";
import { notificationsModule } from "./notifications/notifications.module.js";
import { passwordResetModule } from "./password-reset/password-reset.module.js";
import { recommendationsModule } from "./recommendations/recommendations.module.js";
import { securityEventsModule } from "./security-events/security-events.module.js";
import { securitySettingsModule } from "./security-settings/security-settings.module.js";
import { siteModule } from "./site/site.module.js";
import { siteFactsModule } from "./site-facts/site-facts.module.js";
import { staffInvitationsModule } from "./staff-invitations/staff-invitations.module.js";
import { studentsModule } from "./students/students.module.js";
import { subscriptionPlansModule } from "./subscription-plans/subscription-plans.module.js";
import { subscriptionsModule } from "./subscriptions/subscriptions.module.js";
import { supportModule } from "./support/support.module.js";
import { universitiesModule } from "./universities/universities.module.js";
import { userProfileModule } from "./user-profile/user-profile.module.js";

/**
 * The server's modules, in the order app.ts registers their routes, runs their housekeeping
 * jobs, realtime features, close hooks and demo data (the OpenAPI document lists paths in this
 * order). The modules audit and users add nothing to the app by themselves: others call their
 * services.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  passwordResetModule,
  emailVerificationModule,
  accountSessionsModule,
  securitySettingsModule,
  securityEventsModule,
  staffInvitationsModule,
  companyAccountsModule,
  companyProfilesModule,
  userProfileModule,
  universitiesModule,
  siteFactsModule,
  notificationsModule,
  subscriptionPlansModule,
  supportModule,
  applicationsModule,
  studentsModule,
  recommendationsModule,
  documentsModule,
  caseloadModule,
  assignmentsModule,
  followUpsModule,
  chatModule,
  communityModule,
  subscriptionsModule,
  moderationModule,
  mailModule,
  siteModule,
];
