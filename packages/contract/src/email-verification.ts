import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";

export const emailVerificationLimits = {
  /** How long a verification link works. */
  validHours: 48,
} as const;

export const emailVerificationMessages = {
  /** The one answer to a resend, whether a link went out or the address was already confirmed. */
  resent: "If your address still needs confirming, a new link is on its way. It works for 48 hours.",
  verified: "Your email is confirmed.",
  linkInvalid: "This link no longer works. Sign in and ask for a new one.",
  /** The reminder shown to a signed-in user whose address is not confirmed. */
  reminder: "Please confirm your email address: we sent you a link when you registered.",
  /** Applying refused while the admins require a confirmed address. */
  requiredToApply:
    "Confirm your email address before you apply: open the link we mailed you, or ask for a new one.",
} as const;

/** The token of a verification link: 43 base64url characters (256 bits). */
export const EmailVerificationTokenSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, emailVerificationMessages.linkInvalid);

export const EmailVerificationBodySchema = z.strictObject({ token: EmailVerificationTokenSchema });

const MessageSchema = z.object({ message: z.string() });

/**
 * Confirming the account's email address: a link by mail at registration (and on request), valid
 * 48 hours, used once. The link carries its token after `#`; the page posts it.
 */
export const emailVerificationEndpoints = {
  resend: defineEndpoint({
    method: "POST",
    path: "/api/users/verify-email/resend",
    summary:
      "Mail a new link to confirm the caller's address (signed in; the same answer when it is already confirmed, then nothing is mailed; throttled)",
    tags: ["auth"],
    response: MessageSchema,
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    summary: "Confirm an email address with its mailed link; the link is used up (public; throttled)",
    tags: ["auth"],
    body: EmailVerificationBodySchema,
    response: MessageSchema,
  }),
} as const;
