import type { LimitRule } from "../../lib/rate-limiter.js";

const MINUTE = 60_000;

/**
 * Throttles of email verification: a new link is mailed a few times an hour per account (each is
 * a mail to a real inbox), and links are tried a bounded number of times per network, which with
 * 256-bit tokens is about noise, not guessing.
 */
export const emailVerificationLimits = {
  resendPerUser: {
    name: "email-verification:user",
    limit: 3,
    windowMs: 60 * MINUTE,
    hint: "A confirmation link was sent to your address a short while ago. Check your inbox, or try again later.",
  },
  linkPerIp: {
    name: "email-verification-link:ip",
    limit: 30,
    windowMs: 15 * MINUTE,
    hint: "Too many attempts with confirmation links from your network.",
  },
} as const satisfies Record<string, LimitRule>;
