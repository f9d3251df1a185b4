import { z } from "zod";
import { EmailSchema, NewPasswordSchema } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";

export const passwordResetLimits = {
  /** How long a reset link works. */
  validMinutes: 30,
} as const;

export const passwordResetMessages = {
  /** The one answer to a request, whether the address has an account or not. */
  requested:
    "If an account uses this address, a link to choose a new password is on its way. It works for 30 minutes.",
  linkInvalid: "This link has expired or was already used. Ask for a new one.",
  done: "Your password was changed and every device signed out. Sign in with the new password.",
} as const;

/** The token of a reset link: 43 base64url characters (256 bits). */
export const ResetTokenSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, passwordResetMessages.linkInvalid);

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });

export const PasswordResetTokenBodySchema = z.strictObject({ token: ResetTokenSchema });

export const PasswordResetBodySchema = z.strictObject({
  token: ResetTokenSchema,
  password: NewPasswordSchema,
});

export const PasswordResetLinkSchema = z.object({
  valid: z.literal(true),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>;

const MessageSchema = z.object({ message: z.string() });

/**
 * Recovering a forgotten password (public): a link by mail, valid 30 minutes, used once. The link
 * carries its token after `#`, so it is in no server log and no Referer; the page posts it.
 */
export const passwordResetEndpoints = {
  request: defineEndpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    summary:
      "Ask for a reset link by mail (public; the same answer whether the address has an account or not; throttled per address and per network)",
    tags: ["auth"],
    body: PasswordResetRequestSchema,
    response: MessageSchema,
  }),
  check: defineEndpoint({
    method: "POST",
    path: "/api/auth/reset-password/check",
    summary: "Whether a reset link still works, before its form is shown (public; throttled)",
    tags: ["auth"],
    body: PasswordResetTokenBodySchema,
    response: PasswordResetLinkSchema,
  }),
  reset: defineEndpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    summary:
      "Set a new password with a reset link: the link is used up, every session of the account ends and a confirmation is mailed (public; throttled)",
    tags: ["auth"],
    body: PasswordResetBodySchema,
    response: MessageSchema,
  }),
} as const;
