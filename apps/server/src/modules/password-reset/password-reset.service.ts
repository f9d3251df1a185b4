import {
  type EndpointBody,
  type PasswordResetLink,
  type passwordResetEndpoints,
  passwordResetMessages,
  passwordResetLimits as resetRules,
} from "@meridian/contract";
import { enqueueJob } from "../../jobs/job-queue.js";
import type { JobHandler } from "../../jobs/job-runner.js";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { sha256 } from "../../lib/crypto.js";
import type { RequestOrigin } from "../../lib/request-context.js";
import {
  findLiveToken,
  issueAccountToken,
  spendOtherTokens,
  spendToken,
} from "../account-tokens/account-tokens.service.js";
import { recordAudit } from "../audit/audit.repository.js";
import { queuePasswordChangedMail } from "../auth/auth.service.js";
import { announceSessionChange, revokeAllSessions } from "../auth/session.service.js";
import { queueMail } from "../mail/mail.service.js";
import {
  assertPasswordNotCommon,
  findUserByEmail,
  findUserById,
  hashPassword,
  updateUser,
} from "../users/users.service.js";
import { passwordResetLimits as limits } from "./password-reset.limits.js";
import { canRecoverPassword } from "./password-reset.policy.js";

type Endpoints = typeof passwordResetEndpoints;

/** The job that looks the address up and, for an account, mails the link. */
const ISSUE_JOB = "password-reset.issue";

/** The page a reset link opens; the token follows `#`, out of logs and Referer headers. */
export function resetLinkOf(baseUrl: string, token: string): string {
  return `${baseUrl}/auth/reset-password#token=${token}`;
}

const linkInvalid = () => new AppError("AUTH_RESET_LINK_INVALID", passwordResetMessages.linkInvalid);

/**
 * Asks for a reset link. The request only queues a job, in the same way for every address, so
 * the answer and its timing are the same whether an account uses it or not (decision 092); the
 * job finds the account and mails the link.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  origin: RequestOrigin,
  body: EndpointBody<Endpoints["request"]>,
  baseUrl: string,
): Promise<{ message: string }> {
  await ctx.limiter.consume(limits.requestPerIp, origin.ip);
  await ctx.limiter.consume(limits.requestPerEmail, sha256(body.email));
  const now = ctx.now();
  await ctx.db.transaction((tx) =>
    enqueueJob(tx, { kind: ISSUE_JOB, payload: { email: body.email, baseUrl, origin: { ...origin } } }, now),
  );
  return { message: passwordResetMessages.requested };
}

/** The queued half of a request: a link for an account that may recover its password, none otherwise. */
export async function issueResetLink(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const { email, baseUrl, origin } = payload;
  if (typeof email !== "string" || typeof baseUrl !== "string") return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !canRecoverPassword(user)) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: "password_reset",
      validMs: resetRules.validMinutes * 60_000,
      now,
    });
    await queueMail(ctx, tx, {
      kind: "password_reset",
      to: user.email,
      userId: user.id,
      data: {
        firstName: user.firstName,
        link: resetLinkOf(baseUrl, token),
        validMinutes: resetRules.validMinutes,
      },
    });
    await recordAudit(
      tx,
      { actorUserId: null, origin: originOfPayload(origin) },
      "user.password_reset_requested",
      {
        subjectId: user.id,
      },
    );
  });
}

function originOfPayload(value: unknown): RequestOrigin | null {
  if (typeof value !== "object" || value === null || !("ip" in value) || typeof value.ip !== "string")
    return null;
  const userAgent = "userAgent" in value && typeof value.userAgent === "string" ? value.userAgent : null;
  return { ip: value.ip, userAgent };
}

export const passwordResetJobs: readonly JobHandler[] = [{ kind: ISSUE_JOB, run: issueResetLink }];

/** Whether a link still works, so its page says so before a new password is typed. */
export async function checkResetLink(
  ctx: AppContext,
  origin: RequestOrigin,
  body: EndpointBody<Endpoints["check"]>,
): Promise<PasswordResetLink> {
  await ctx.limiter.consume(limits.linkPerIp, origin.ip);
  const row = await findLiveToken(ctx.db, "password_reset", body.token, ctx.now());
  if (!row) throw linkInvalid();
  return { valid: true, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets a new password with a link: the link is spent in the same transaction (used once, even by
 * two tabs at once), every session of the account ends on every node, and the owner is told by
 * mail. The link is the authority here: no one is signed in (decision 019).
 */
export async function resetPassword(
  ctx: AppContext,
  origin: RequestOrigin,
  body: EndpointBody<Endpoints["reset"]>,
): Promise<{ message: string }> {
  await ctx.limiter.consume(limits.linkPerIp, origin.ip);
  const found = await findLiveToken(ctx.db, "password_reset", body.token, ctx.now());
  const user = found && (await findUserById(ctx.db, found.userId));
  if (!user || !canRecoverPassword(user)) throw linkInvalid();
  await assertPasswordNotCommon(body.password, "password", [user.firstName, user.lastName, user.email]);
  // Hashed before the transaction: argon2 takes tens of milliseconds.
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if ((await spendToken(tx, "password_reset", body.token, now)) !== user.id) throw linkInvalid();
    await spendOtherTokens(tx, "password_reset", user.id, now);
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    await revokeAllSessions(tx, user.id, now);
    await recordAudit(tx, { actorUserId: user.id, origin }, "user.password_reset", { subjectId: user.id });
    await queuePasswordChangedMail(ctx, tx, user, "every device");
  });
  await announceSessionChange(ctx, { kind: "end-sessions", userId: user.id });
  return { message: passwordResetMessages.done };
}
