import type { LimitRule } from "../../lib/rate-limiter.js";

const MINUTE = 60_000;

/**
 * Throttles of the reset flow. A request counts per address asked for, whether it has an account
 * or not (so the throttle itself tells nothing), and per network; a link is checked and used a
 * bounded number of times per network, which with 256-bit tokens is about noise, not guessing.
 */
export const passwordResetLimits = {
  requestPerEmail: {
    name: "password-reset:email",
    limit: 3,
    windowMs: 60 * MINUTE,
    hint: "A reset link was sent to this address a short while ago. Check your inbox, or try again later.",
  },
  requestPerIp: {
    name: "password-reset:ip",
    limit: 10,
    windowMs: 60 * MINUTE,
    hint: "Too many reset requests from your network.",
  },
  linkPerIp: {
    name: "password-reset-link:ip",
    limit: 30,
    windowMs: 15 * MINUTE,
    hint: "Too many attempts with reset links from your network.",
  },
} as const satisfies Record<string, LimitRule>;
