import type { LimitRule } from "../../lib/rate-limiter.js";

/**
 * Each new report reaches every admin as a notification, so one account cannot flood them: 30
 * reports an hour is far more than a reader meets, and a repeat of an open report counts too.
 */
export const moderationLimits = {
  reportsPerUser: {
    name: "community-report:user",
    limit: 30,
    windowMs: 60 * 60_000,
    hint: "Too many reports from your account. Please try again later.",
  },
} satisfies Record<string, LimitRule>;
