import { randomBytes } from "node:crypto";
import {
  type EndpointBody,
  type LoginResponse,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type secondFactorEndpoints,
  secondFactorLimits,
  secondFactorMessages,
} from "@meridian/contract";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";
import type { Db } from "../../db/client.js";
import type { UserRow } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { decrypt, encrypt, sha256 } from "../../lib/crypto.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { findUserById, verifyPassword } from "../users/users.service.js";
import { limits } from "./auth.limits.js";
import { canManageAccount } from "./auth.policy.js";
import { claimChallengeNonce } from "./auth.repository.js";
import { startSession } from "./auth.service.js";
import type { DeviceTokens } from "./device-cookie.js";
import {
  claimTimeStep,
  countRecoveryCodesLeft,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  saveSetupKey,
  spendRecoveryCode,
} from "./second-factor.repository.js";
import { type PendingPayload, readPendingToken, secondFactorRequiredFor } from "./second-factor.step.js";

const ISSUER = "Meridian";
const { digits, periodSeconds } = secondFactorLimits;

type VerifyBody = EndpointBody<typeof secondFactorEndpoints.verify>;
type DisableBody = EndpointBody<typeof secondFactorEndpoints.disable>;
type PendingConfirmBody = EndpointBody<typeof secondFactorEndpoints.pendingSetupConfirm>;

/** A code as typed: six digits (spaces ignored) is the app's; anything else is a recovery code. */
function kindOf(code: string): { kind: "code"; value: string } | { kind: "recovery_code"; value: string } {
  const digitsOnly = code.replace(/\s+/g, "");
  if (new RegExp(`^\\d{${digits}}$`).test(digitsOnly)) return { kind: "code", value: digitsOnly };
  return { kind: "recovery_code", value: code.toLowerCase().replace(/[^a-z0-9]/g, "") };
}

/** The stored key in clear, or null when it cannot be read (stored under another master secret). */
function keyOf(ctx: AppContext, ciphertext: string): string | null {
  try {
    return decrypt(ctx.keys.secondFactor, ciphertext);
  } catch {
    return null;
  }
}

/**
 * Whether a six-digit code is right for the key now (one step either side, for a clock a little
 * off) and of a later step than any accepted before: a code is good once.
 */
async function acceptTotp(
  ctx: AppContext,
  db: Db,
  userId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const epoch = Math.floor(ctx.now().getTime() / 1000);
  const result = verifySync({
    secret,
    token: code,
    digits,
    period: periodSeconds,
    epoch,
    epochTolerance: periodSeconds,
  });
  if (!result.valid) return false;
  return claimTimeStep(db, userId, Math.floor(epoch / periodSeconds) + result.delta);
}

/** Checks a code or a recovery code of the user's second factor that is on; a right one is used up. */
async function acceptCode(
  ctx: AppContext,
  db: Db,
  userId: string,
  code: string,
): Promise<{ ok: boolean; kind: "code" | "recovery_code" }> {
  const factor = await findSecondFactor(db, userId);
  const typed = kindOf(code);
  if (!factor?.enabledAt) return { ok: false, kind: typed.kind };
  if (typed.kind === "recovery_code") {
    const ok =
      typed.value.length > 0 && (await spendRecoveryCode(db, userId, sha256(typed.value), ctx.now()));
    return { ok, kind: typed.kind };
  }
  const secret = keyOf(ctx, factor.secretCiphertext);
  return {
    ok: secret !== null && (await acceptTotp(ctx, db, userId, secret, typed.value)),
    kind: typed.kind,
  };
}

/** Ten new recovery codes ("abcde-fghij", 50 random bits each) and their hashes. */
function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const codes = Array.from({ length: secondFactorLimits.recoveryCodes }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(code.replace(/-/g, ""))) };
}

/** A new key for the user, kept (encrypted) until a code confirms it; its QR code and URI. */
async function newSetupKey(ctx: AppContext, user: Pick<UserRow, "id" | "email">): Promise<SecondFactorSetup> {
  const secret = generateSecret();
  const saved = await saveSetupKey(ctx.db, user.id, encrypt(ctx.keys.secondFactor, secret), ctx.now());
  if (!saved) throw new AppError("CONFLICT", secondFactorMessages.alreadyOn);
  const otpauthUri = generateURI({
    issuer: ISSUER,
    label: user.email,
    secret,
    digits,
    period: periodSeconds,
  });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { otpauthUri, secret, qrCodeSvg };
}

/**
 * Confirms the waiting key with a code of it: the factor is on, with ten recovery codes, written
 * in one transaction; the codes are answered this once.
 */
async function confirmKey(
  ctx: AppContext,
  caller: Pick<RequestContext, "origin"> & { actorUserId: string },
  code: string,
): Promise<string[]> {
  const userId = caller.actorUserId;
  const factor = await findSecondFactor(ctx.db, userId);
  if (!factor) throw new AppError("VALIDATION_ERROR", secondFactorMessages.noSetup, { field: "code" });
  if (factor.enabledAt) throw new AppError("CONFLICT", secondFactorMessages.alreadyOn);
  const secret = keyOf(ctx, factor.secretCiphertext);
  const typed = kindOf(code);
  if (
    secret === null ||
    typed.kind !== "code" ||
    !(await acceptTotp(ctx, ctx.db, userId, secret, typed.value))
  ) {
    throw new AppError("VALIDATION_ERROR", secondFactorMessages.codeWrong, { field: "code" });
  }
  const { codes, hashes } = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    // The key checked above, not one a setup started meanwhile put in its place.
    if (!(await enableSecondFactor(tx, userId, factor.secretCiphertext, hashes, ctx.now()))) {
      throw new AppError("CONFLICT", secondFactorMessages.setupReplaced);
    }
    await recordAudit(tx, { actorUserId: userId, origin: caller.origin }, "user.second_factor_enabled", {
      subjectId: userId,
    });
  });
  return codes;
}

/** The caller's own two-step sign-in: on or off, codes left, and whether the admins require it. */
export async function getSecondFactorStatus(
  ctx: AppContext,
  caller: RequestContext,
): Promise<SecondFactorStatus> {
  const user = await findUserById(ctx.db, caller.actor.userId);
  authorize(canManageAccount(caller.actor, user), { notFound: "Account" });
  const factor = await findSecondFactor(ctx.db, user.id);
  const enabled = Boolean(factor?.enabledAt);
  return {
    enabled,
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(ctx.db, user.id) : 0,
    required: await secondFactorRequiredFor(ctx, user),
  };
}

/** A new key for the caller to confirm (a key waiting from before is replaced); refused when on. */
export async function startSecondFactorSetup(
  ctx: AppContext,
  caller: RequestContext,
): Promise<SecondFactorSetup> {
  const user = await findUserById(ctx.db, caller.actor.userId);
  authorize(canManageAccount(caller.actor, user), { notFound: "Account" });
  await ctx.limiter.consume(limits.secondFactorChangePerUser, user.id);
  return newSetupKey(ctx, user);
}

/** Turns the caller's two-step sign-in on with a code of the new key; the recovery codes, once. */
export async function confirmSecondFactorSetup(
  ctx: AppContext,
  caller: RequestContext,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const user = await findUserById(ctx.db, caller.actor.userId);
  authorize(canManageAccount(caller.actor, user), { notFound: "Account" });
  await ctx.limiter.consume(limits.secondFactorChangePerUser, user.id);
  const recoveryCodes = await confirmKey(ctx, { actorUserId: user.id, origin: caller.origin }, code);
  return { recoveryCodes };
}

/**
 * Turns the caller's two-step sign-in off: the password and a code (or a recovery code) both. A
 * team account while the admins require it keeps it.
 */
export async function disableSecondFactor(
  ctx: AppContext,
  caller: RequestContext,
  body: DisableBody,
): Promise<{ message: string }> {
  const user = await findUserById(ctx.db, caller.actor.userId);
  authorize(canManageAccount(caller.actor, user), { notFound: "Account" });
  await ctx.limiter.consume(limits.secondFactorChangePerUser, user.id);
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor?.enabledAt) throw new AppError("CONFLICT", secondFactorMessages.notOn);
  if (await secondFactorRequiredFor(ctx, user)) {
    throw new AppError("CONFLICT", secondFactorMessages.requiredForTeam);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError("VALIDATION_ERROR", secondFactorMessages.passwordWrong, { field: "password" });
  }
  const accepted = await acceptCode(ctx, ctx.db, user.id, body.code);
  if (!accepted.ok) {
    const message =
      accepted.kind === "code" ? secondFactorMessages.codeWrong : secondFactorMessages.recoveryWrong;
    throw new AppError("VALIDATION_ERROR", message, { field: "code" });
  }
  await ctx.db.transaction(async (tx) => {
    await deleteSecondFactor(tx, user.id);
    await recordAudit(tx, caller, "user.second_factor_disabled", { subjectId: user.id });
  });
  return { message: "Two-step sign-in is off" };
}

/**
 * The user a pending step stands for, refused alike when the token is forged, expired or of the
 * other mode, or the account is no longer active: the person signs in again.
 */
async function pendingUser(
  ctx: AppContext,
  token: string,
  mode: PendingPayload["m"],
): Promise<{ payload: PendingPayload; user: UserRow }> {
  const payload = readPendingToken(ctx, token, mode);
  const user = payload ? await findUserById(ctx.db, payload.u) : undefined;
  if (!payload || !user || user.accountStatus !== "active") {
    throw new AppError("AUTH_INVALID_CREDENTIALS", secondFactorMessages.pendingExpired);
  }
  return { payload, user };
}

const stepRules = [
  { rule: limits.secondFactorFailPerAccountAndIp, key: (userId: string, ip: string) => `${userId}|${ip}` },
  { rule: limits.secondFactorFailPerAccount, key: (userId: string) => userId },
  { rule: limits.secondFactorFailPerIp, key: (_userId: string, ip: string) => ip },
] as const;

/**
 * Counts a code sent to the second step against its throttles (per account and address, account,
 * address), before the code is looked at: counting only failures afterwards would let a burst of
 * guesses sent at once all pass the check. A right code clears the account-and-address count
 * (`finishPending`), as a right password does.
 */
async function countStepAttempt(ctx: AppContext, userId: string, ip: string): Promise<void> {
  for (const { rule, key } of stepRules) await ctx.limiter.consume(rule, key(userId, ip));
}

/** Refuses a step the throttles already stop, without counting it (asking for a setup key). */
async function assertStepUnderThrottles(ctx: AppContext, userId: string, ip: string): Promise<void> {
  for (const { rule, key } of stepRules) await ctx.limiter.assertUnder(rule, key(userId, ip));
}

/** Uses the pending token up (one session per password step) and opens the session. */
async function finishPending(
  ctx: AppContext,
  payload: PendingPayload,
  user: UserRow,
  origin: RequestOrigin,
  device: DeviceTokens,
): Promise<LoginResponse> {
  if (!(await claimChallengeNonce(ctx.db, `second-factor:${payload.n}`, new Date(payload.exp), ctx.now()))) {
    throw new AppError("AUTH_INVALID_CREDENTIALS", secondFactorMessages.pendingExpired);
  }
  await ctx.limiter.clear(limits.secondFactorFailPerAccountAndIp, `${user.id}|${origin.ip}`);
  return startSession(ctx, user, origin, payload.d, device);
}

/**
 * A sign-in's second step: a code of the account's app or one of its recovery codes, with the
 * pending token the password step gave, opens the session. Wrong codes are throttled as wrong
 * passwords are.
 */
export async function verifySecondStep(
  ctx: AppContext,
  body: VerifyBody,
  origin: RequestOrigin,
  device: DeviceTokens,
): Promise<LoginResponse> {
  const { payload, user } = await pendingUser(ctx, body.pendingToken, "verify");
  await countStepAttempt(ctx, user.id, origin.ip);
  const accepted = await acceptCode(ctx, ctx.db, user.id, body.code);
  if (!accepted.ok) {
    await recordAudit(ctx.db, { actorUserId: user.id, origin }, "auth.second_factor_failed", {
      subjectId: user.id,
      details: { method: accepted.kind },
    });
    const message =
      accepted.kind === "code" ? secondFactorMessages.codeWrong : secondFactorMessages.recoveryWrong;
    throw new AppError("VALIDATION_ERROR", message, { field: "code" });
  }
  if (accepted.kind === "recovery_code") {
    await recordAudit(ctx.db, { actorUserId: user.id, origin }, "auth.recovery_code_used", {
      subjectId: user.id,
    });
  }
  return finishPending(ctx, payload, user, origin, device);
}

/** The forced setup of a sign-in (a team account the admins require it of): its new key. */
export async function startPendingSetup(
  ctx: AppContext,
  body: { pendingToken: string },
  origin: RequestOrigin,
): Promise<SecondFactorSetup> {
  const { user } = await pendingUser(ctx, body.pendingToken, "setup");
  await assertStepUnderThrottles(ctx, user.id, origin.ip);
  await ctx.limiter.consume(limits.secondFactorChangePerUser, user.id);
  return newSetupKey(ctx, user);
}

/**
 * The forced setup's end: a code of the new key turns the factor on and only then opens the
 * session, with the ten recovery codes answered once.
 */
export async function confirmPendingSetup(
  ctx: AppContext,
  body: PendingConfirmBody,
  origin: RequestOrigin,
  device: DeviceTokens,
): Promise<LoginResponse & { recoveryCodes: string[] }> {
  const { payload, user } = await pendingUser(ctx, body.pendingToken, "setup");
  await countStepAttempt(ctx, user.id, origin.ip);
  const recoveryCodes = await confirmKey(ctx, { actorUserId: user.id, origin }, body.code);
  const session = await finishPending(ctx, payload, user, origin, device);
  return { ...session, recoveryCodes };
}
