import {
  type EndpointBody,
  type emailVerificationEndpoints,
  emailVerificationMessages,
  emailVerificationLimits as verificationRules,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { UserRow } from "../../db/schema/users.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { issueAccountToken, spendOtherTokens, spendToken } from "../account-tokens/account-tokens.service.js";
import { recordAudit } from "../audit/audit.repository.js";
import { announceSessionChange } from "../auth/session.service.js";
import { queueMail } from "../mail/mail.service.js";
import { verifiedEmailRequiredToApply } from "../security-settings/security-settings.service.js";
import { findUserById, updateUser } from "../users/users.service.js";
import { emailVerificationLimits as limits } from "./email-verification.limits.js";
import {
  canAskForVerificationLink,
  isEmailVerified,
  mayApplyWithEmail,
} from "./email-verification.policy.js";

type Endpoints = typeof emailVerificationEndpoints;

/** The page a verification link opens; the token follows `#`, out of logs and Referer headers. */
export function verificationLinkOf(baseUrl: string, token: string): string {
  return `${baseUrl}/auth/verify-email#token=${token}`;
}

const linkInvalid = () => new AppError("AUTH_RESET_LINK_INVALID", emailVerificationMessages.linkInvalid);

/**
 * Queues a verification link for `user` in `tx`, the transaction that calls for it (the account's
 * creation, a resend): a 256-bit token kept as its SHA-256, valid 48 hours, used once.
 */
export async function queueVerificationMail(
  ctx: AppContext,
  tx: Db,
  user: Pick<UserRow, "id" | "email" | "firstName">,
  baseUrl: string,
): Promise<void> {
  const token = await issueAccountToken(tx, {
    userId: user.id,
    purpose: "email_verification",
    validMs: verificationRules.validHours * 3_600_000,
    now: ctx.now(),
  });
  await queueMail(ctx, tx, {
    kind: "email_verification",
    to: user.email,
    userId: user.id,
    data: { firstName: user.firstName, link: verificationLinkOf(baseUrl, token) },
  });
}

/**
 * Mails the caller a new link (throttled per account). The answer is the same when the address
 * is already confirmed; then nothing is mailed.
 */
export async function resendVerificationLink(
  ctx: AppContext,
  caller: RequestContext,
  baseUrl: string,
): Promise<{ message: string }> {
  authorize(canAskForVerificationLink(caller.actor), "forbidden");
  await ctx.limiter.consume(limits.resendPerUser, caller.actor.userId);
  const user = await findUserById(ctx.db, caller.actor.userId);
  if (user && !isEmailVerified(user)) {
    await ctx.db.transaction((tx) => queueVerificationMail(ctx, tx, user, baseUrl));
  }
  return { message: emailVerificationMessages.resent };
}

/**
 * Confirms an address with its link: the link is spent in the statement that checks it (used
 * once, even by two tabs at once), with the account's other links; every node's session cache
 * drops the account so `emailVerified` shows at once. The link is the authority: no one need be
 * signed in (decision 019).
 */
export async function verifyEmail(
  ctx: AppContext,
  origin: RequestOrigin,
  body: EndpointBody<Endpoints["verify"]>,
): Promise<{ message: string }> {
  await ctx.limiter.consume(limits.linkPerIp, origin.ip);
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await spendToken(tx, "email_verification", body.token, now);
    const user = owner === undefined ? undefined : await findUserById(tx, owner);
    if (!user) throw linkInvalid();
    await spendOtherTokens(tx, "email_verification", user.id, now);
    if (!isEmailVerified(user)) {
      await updateUser(tx, user.id, { emailVerifiedAt: now });
      await recordAudit(tx, { actorUserId: user.id, origin }, "user.email_verified", { subjectId: user.id });
    }
    return user.id;
  });
  await announceSessionChange(ctx, { kind: "account-changed", userId });
  return { message: emailVerificationMessages.verified };
}

/**
 * Refuses to let `actor` apply while the admins require a confirmed address and theirs is not
 * (403 EMAIL_NOT_VERIFIED): the applications module calls it before creating one.
 */
export async function assertMayApply(ctx: AppContext, actor: Actor): Promise<void> {
  if (!(await verifiedEmailRequiredToApply(ctx))) return;
  const user = await findUserById(ctx.db, actor.userId);
  if (user && !mayApplyWithEmail(true, user)) {
    throw new AppError("EMAIL_NOT_VERIFIED", emailVerificationMessages.requiredToApply);
  }
}
