import type { LimitRule } from "../../lib/rate-limiter.js";

const HOUR = 60 * 60_000;

/**
 * Every attempt counts, sent or refused, so the math challenge cannot be guessed at speed and a
 * flood never reaches the admins' notifications. Guests count per address (as registration
 * does); signed-in callers per account, wherever they write from.
 */
export const supportLimits = {
  perIp: {
    name: "support:ip",
    limit: 5,
    windowMs: HOUR,
    hint: "Too many messages to support from your network.",
  },
  perUser: {
    name: "support:user",
    limit: 5,
    windowMs: HOUR,
    hint: "Too many messages to support from your account.",
  },
} satisfies Record<string, LimitRule>;
