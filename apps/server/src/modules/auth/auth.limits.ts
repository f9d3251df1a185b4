import type { LimitRule } from "../../lib/rate-limiter.js";

const MINUTE = 60_000;

/**
 * Throttles on every credential endpoint. Failed sign-ins count per account-and-address (a person
 * mistyping), per account from anywhere (a distributed guess) and per address (one machine
 * spraying many accounts); a success clears the first. Other endpoints count every attempt.
 */
export const limits = {
  loginFailPerAccountAndIp: {
    name: "login-fail:acct-ip",
    limit: 5,
    windowMs: 15 * MINUTE,
    hint: "Too many failed sign-ins for this account.",
    securityEvent: "sign_in_throttled",
  },
  loginFailPerAccount: {
    name: "login-fail:acct",
    limit: 20,
    windowMs: 15 * MINUTE,
    hint: "This account is temporarily locked after many failed sign-ins.",
    securityEvent: "sign_in_throttled",
  },
  loginFailPerIp: {
    name: "login-fail:ip",
    limit: 50,
    windowMs: 15 * MINUTE,
    hint: "Too many failed sign-ins from your network.",
    securityEvent: "sign_in_throttled",
  },
  registerPerIp: {
    name: "register:ip",
    limit: 10,
    windowMs: 60 * MINUTE,
    hint: "Too many registrations from your network.",
  },
  invitePerIp: { name: "invite:ip", limit: 20, windowMs: 15 * MINUTE, hint: "Too many invitation attempts." },
  teamCodePerIp: { name: "team-code:ip", limit: 10, windowMs: 15 * MINUTE, hint: "Too many code attempts." },
  passwordChangePerUser: {
    name: "password:user",
    limit: 5,
    windowMs: 15 * MINUTE,
    hint: "Too many password change attempts.",
  },
} satisfies Record<string, LimitRule>;
