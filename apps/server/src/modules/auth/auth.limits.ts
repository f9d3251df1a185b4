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
  // The second step of a sign-in (a code or a recovery code) counts its failures the same way.
  secondFactorFailPerAccountAndIp: {
    name: "second-factor-fail:acct-ip",
    limit: 5,
    windowMs: 15 * MINUTE,
    hint: "Too many wrong codes for this account.",
    securityEvent: "sign_in_throttled",
  },
  secondFactorFailPerAccount: {
    name: "second-factor-fail:acct",
    limit: 20,
    windowMs: 15 * MINUTE,
    hint: "This account is temporarily locked after many wrong codes.",
    securityEvent: "sign_in_throttled",
  },
  secondFactorFailPerIp: {
    name: "second-factor-fail:ip",
    limit: 50,
    windowMs: 15 * MINUTE,
    hint: "Too many wrong codes from your network.",
    securityEvent: "sign_in_throttled",
  },
  /** Setting up or turning off the second factor while signed in: every attempt counts. */
  secondFactorChangePerUser: {
    name: "second-factor:user",
    limit: 10,
    windowMs: 15 * MINUTE,
    hint: "Too many two-step sign-in attempts.",
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
