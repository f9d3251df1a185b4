/** The database schema, one file per aggregate. */
export * from "./applications.js";
export * from "./audit-events.js";
export * from "./community.js";
export * from "./company-profiles.js";
export * from "./counselor-workspace.js";
export * from "./documents.js";
export * from "./notifications.js";
export * from "./security-event-counts.js";
export * from "./security-settings.js";
export * from "./staff-invitations.js";
export * from "./student-profiles.js";
export * from "./subscription-plans.js";
export * from "./subscriptions.js";
export * from "./support-requests.js";
export * from "./universities.js";
export * from "./used-challenges.js";
export * from "./users.js";
