import { z } from "zod";
import { LoginResponseSchema, MessageSchema } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";

/** The second factor's fixed numbers (RFC 6238 as authenticator apps read it). */
export const secondFactorLimits = {
  /** Digits of a code. */
  digits: 6,
  /** Seconds a code lasts. */
  periodSeconds: 30,
  /** Recovery codes given when the second factor is turned on. */
  recoveryCodes: 10,
  /** How long the pending token of a sign-in's second step lasts. */
  pendingMinutes: 10,
} as const;

export const secondFactorMessages = {
  codeRequired: "Enter the code from your authenticator app",
  codeWrong: "That code is not correct. Check your authenticator app and try again.",
  recoveryWrong: "That recovery code is not correct or was already used.",
  pendingExpired: "This sign-in has expired. Please sign in again.",
  passwordWrong: "The password is not correct",
  alreadyOn: "Two-step sign-in is already on",
  setupReplaced: "A newer setup of two-step sign-in was started: scan its code and try again",
  notOn: "Two-step sign-in is not on",
  noSetup: "Start the setup again: no key is waiting to be confirmed",
  requiredForTeam: "Two-step sign-in is required for team accounts and cannot be turned off",
} as const;

/**
 * A code the person types: six digits from the app (spaces ignored), or one of the recovery codes
 * ("abcde-fghij", case and dashes ignored). The server tells which by its shape.
 */
export const SecondFactorCodeSchema = text()
  .trim()
  .min(1, secondFactorMessages.codeRequired)
  .max(40, secondFactorMessages.codeWrong);

export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: z.number().int().min(0),
  /** The admins require a second factor for this account (team accounts, when the setting is on). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** A new key waiting to be confirmed with a code: the app reads it from the QR code or the key. */
export const SecondFactorSetupSchema = z.object({
  /** otpauth://totp/… as authenticator apps read it. */
  otpauthUri: z.string(),
  /** The key in base32, for typing in by hand. */
  secret: z.string(),
  /** The QR code of `otpauthUri` as an SVG image (markup). */
  qrCodeSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

export const SecondFactorConfirmBodySchema = z.strictObject({ code: SecondFactorCodeSchema });

/** The recovery codes, in clear this once only: the server keeps their hashes. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const SecondFactorDisableBodySchema = z.strictObject({
  password: text().min(1, "Required").max(256),
  code: SecondFactorCodeSchema,
});

const pendingToken = text().min(1, "Required").max(2000);

export const SecondFactorVerifyBodySchema = z.strictObject({ pendingToken, code: SecondFactorCodeSchema });
export const PendingSetupBodySchema = z.strictObject({ pendingToken });
export const PendingSetupConfirmBodySchema = z.strictObject({ pendingToken, code: SecondFactorCodeSchema });

/** The forced setup's end: the session it opens and the recovery codes, shown once. */
export const PendingSetupConfirmedSchema = LoginResponseSchema.extend({
  recoveryCodes: z.array(z.string()),
});

export const secondFactorEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/users/second-factor",
    summary: "Whether the caller's two-step sign-in is on, and whether it is required",
    tags: ["second-factor"],
    response: SecondFactorStatusSchema,
  }),
  startSetup: defineEndpoint({
    method: "POST",
    path: "/api/users/second-factor/setup",
    summary: "A new key to confirm (QR code and key); nothing changes until it is confirmed",
    tags: ["second-factor"],
    response: SecondFactorSetupSchema,
  }),
  confirmSetup: defineEndpoint({
    method: "POST",
    path: "/api/users/second-factor/confirm",
    summary: "Turn two-step sign-in on with a code of the new key; answers the recovery codes once",
    tags: ["second-factor"],
    body: SecondFactorConfirmBodySchema,
    response: RecoveryCodesSchema,
  }),
  disable: defineEndpoint({
    method: "POST",
    path: "/api/users/second-factor/disable",
    summary: "Turn two-step sign-in off with the password and a code or a recovery code",
    tags: ["second-factor"],
    body: SecondFactorDisableBodySchema,
    response: MessageSchema,
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/verify",
    summary: "A sign-in's second step: a code or a recovery code opens the session (throttled)",
    tags: ["second-factor"],
    body: SecondFactorVerifyBodySchema,
    response: LoginResponseSchema,
  }),
  pendingSetup: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/setup",
    summary: "A sign-in that must set up a second factor first: its new key",
    tags: ["second-factor"],
    body: PendingSetupBodySchema,
    response: SecondFactorSetupSchema,
  }),
  pendingSetupConfirm: defineEndpoint({
    method: "POST",
    path: "/api/auth/second-factor/setup/confirm",
    summary: "Confirm the forced setup with a code: opens the session, answers the recovery codes once",
    tags: ["second-factor"],
    body: PendingSetupConfirmBodySchema,
    response: PendingSetupConfirmedSchema,
  }),
} as const;
