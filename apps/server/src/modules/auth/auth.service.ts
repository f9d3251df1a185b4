import {
  type authEndpoints,
  authMessages,
  type EndpointBody,
  type LoginBody,
  type LoginResponse,
  type LoginStepResponse,
  type UserType,
} from "@meridian/contract";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Db } from "../../db/client.js";
import type { UserRow } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { sha256 } from "../../lib/crypto.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { nameOfAgent } from "../../lib/user-agent.js";
import { assignAutomatically } from "../assignments/assignments.service.js";
import { recordAudit } from "../audit/audit.repository.js";
import { isCooling, startCoolingPeriod } from "../community/community.service.js";
import { queueVerificationMail } from "../email-verification/email-verification.service.js";
import { queueMail } from "../mail/mail.service.js";
import { publishNotifications, storeNotification } from "../notifications/notifications.service.js";
import {
  assertPasswordNotCommon,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  presentUser,
  updateUser,
  verifyAgainstDummy,
  verifyPassword,
} from "../users/users.service.js";
import { limits } from "./auth.limits.js";
import { canManageAccount } from "./auth.policy.js";
import { hasSessionOnDevice, revokeUserSessions } from "./auth.repository.js";
import { passBotChecks } from "./challenge.service.js";
import type { DeviceTokens } from "./device-cookie.js";
import { secondFactorStepFor } from "./second-factor.step.js";

/** Whether a sign-in needs its second step (another door into a session asks too: an invitation). */
export { secondFactorStepFor };

import { announceSessionChange, closeSession, openSession } from "./session.service.js";

type StudentRegistration = EndpointBody<typeof authEndpoints.studentRegister>;
type ChangePasswordBody = EndpointBody<typeof authEndpoints.changePassword>;

/**
 * Which kinds of account each sign-in door admits. The spec shows no door for company accounts,
 * so the student one admits them too (decision 081); the company door stays for its clients.
 */
export type LoginDoor = "student" | "team" | "company";
const doorUserTypes: Record<LoginDoor, readonly UserType[]> = {
  student: ["customer", "company_profile"],
  team: ["team_member"],
  company: ["company_profile"],
};

/** A phone number in E.164 when it is valid and carries a country code; otherwise undefined. */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed.startsWith("+") || trimmed.length > 250) return undefined;
  const phone = parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.number : undefined;
}

/**
 * Creates a student account after every server-side check: throttle, the bot checks, mail
 * domain, phone, password. A taken address answers exactly like a new one (decision 081): the
 * form must not tell who has an account; nothing is written for it but the audit entry.
 */
export async function registerStudent(
  ctx: AppContext,
  body: StudentRegistration,
  origin: RequestOrigin,
  baseUrl: string,
): Promise<{ message: string }> {
  await ctx.limiter.consume(limits.registerPerIp, origin.ip);
  await passBotChecks(ctx, body);
  const domain = body.email.split("@")[1] ?? "";
  if (!ctx.config.allowedEmailDomains.includes(domain)) {
    throw new AppError("VALIDATION_ERROR", authMessages.emailDomain(ctx.config.allowedEmailDomains), {
      field: "email",
    });
  }
  const phone = normalizePhone(body.phone);
  if (!phone) throw new AppError("VALIDATION_ERROR", authMessages.phoneInvalid, { field: "phone" });
  await assertPasswordNotCommon(body.password, "password", [body.firstName, body.lastName, body.email]);
  // Hashed for a taken address too, so both answers take the same time.
  const passwordHash = await hashPassword(body.password);

  const { user, told } = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phone,
      userType: "customer",
    });
    const owner = user ?? (await findUserByEmail(tx, body.email));
    await recordAudit(
      tx,
      { actorUserId: user?.id ?? null, origin },
      user ? "user.registered" : "user.registration_for_taken_email",
      { subjectId: owner?.id },
    );
    const told = user
      ? await storeNotification(
          tx,
          user.id,
          {
            type: "welcome",
            title: `Welcome to Meridian, ${user.firstName}!`,
            message:
              "Start by searching universities and completing your profile; your counselor will be in touch.",
          },
          ctx.now(),
        )
      : null;
    // The link that confirms the address, mailed with the account (none for a taken address).
    if (user) await queueVerificationMail(ctx, tx, user, baseUrl);
    return { user, told };
  });
  await publishNotifications(ctx, [told]);
  // After the account's commit: no counselor eligible (all at the cap, none active, the switch
  // off) leaves the student unassigned for an admin, never an error for the registrant.
  if (user) await assignAutomatically(ctx, user.id, "automatic", origin);
  return { message: authMessages.registrationSuccess };
}

/**
 * Signs in through one door. Unknown email, wrong password and an account of another kind all
 * answer the same 401 after the same amount of hashing work; failures are throttled. The right
 * password answers the second step it still needs when the account signs in with a second factor.
 */
export async function login(
  ctx: AppContext,
  door: LoginDoor,
  body: LoginBody,
  origin: RequestOrigin,
  device: DeviceTokens,
): Promise<LoginStepResponse> {
  const accountKey = body.email.toLowerCase();
  const pairKey = `${accountKey}|${origin.ip}`;
  await ctx.limiter.assertUnder(limits.loginFailPerAccountAndIp, pairKey);
  await ctx.limiter.assertUnder(limits.loginFailPerAccount, accountKey);
  await ctx.limiter.assertUnder(limits.loginFailPerIp, origin.ip);

  const user = await findUserByEmail(ctx.db, accountKey);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !passwordOk || !doorUserTypes[door].includes(user.userType)) {
    await Promise.all([
      ctx.limiter.fail(limits.loginFailPerAccountAndIp, pairKey),
      ctx.limiter.fail(limits.loginFailPerAccount, accountKey),
      ctx.limiter.fail(limits.loginFailPerIp, origin.ip),
    ]);
    await recordAudit(ctx.db, { actorUserId: user?.id ?? null, origin }, "auth.login_failed", {
      subjectId: user?.id,
      details: { door, reason: !user ? "unknown_email" : !passwordOk ? "wrong_password" : "wrong_door" },
    });
    throw new AppError("AUTH_INVALID_CREDENTIALS", authMessages.invalidCredentials);
  }
  if (user.accountStatus !== "active") {
    await recordAudit(ctx.db, { actorUserId: user.id, origin }, "auth.login_refused", {
      subjectId: user.id,
      details: { door, accountStatus: user.accountStatus },
    });
    throw new AppError("AUTH_ACCOUNT_DISABLED", "This account is not active. Please contact support.");
  }
  await ctx.limiter.clear(limits.loginFailPerAccountAndIp, pairKey);
  // An account with a second factor (or a team account the admins require one of) gets no session
  // yet: a pending token for the second step (second-factor.service), which opens it.
  const secondStep = await secondFactorStepFor(ctx, user, door);
  if (secondStep) return secondStep;
  return startSession(ctx, user, origin, door, device);
}

/**
 * Opens a session for a user who just proved who they are, and records it with the last-login
 * time. A browser is known to the account by the device cookie it sent (`device.sent`), never by
 * its User-Agent, which anyone can copy; without one every sign-in counts as from a new device.
 * The session keeps the next id's hash, the one the browser is given now.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  origin: RequestOrigin,
  /** The door signed in at, for the audit event (the invitation door for a redeemed invitation). */
  door: LoginDoor | "invitation",
  device?: DeviceTokens,
): Promise<LoginResponse> {
  const now = ctx.now();
  const knownDevice = device?.sent ? await hasSessionOnDevice(ctx.db, user.id, sha256(device.sent)) : false;
  const { token, told } = await ctx.db.transaction(async (tx) => {
    const sessionToken = await openSession(ctx, tx, user, origin, device ? sha256(device.next) : null);
    await updateUser(tx, user.id, { lastLoginAt: now });
    await recordAudit(tx, { actorUserId: user.id, origin }, "auth.login", {
      subjectId: user.id,
      details: { door },
    });
    // A flagged sign-in (a browser this account never used, its first sign-in included) starts
    // the student's community cooling period, for the account (decision 044).
    if (!knownDevice) await startCoolingPeriod(ctx, tx, user);
    // A first sign-in is not news; a sign-in from a browser this account never used before is.
    const told =
      !knownDevice && user.lastLoginAt
        ? await storeNotification(
            tx,
            user.id,
            {
              type: "security",
              title: "New sign-in to your account",
              message: `A sign-in from a new device (${nameOfAgent(origin.userAgent)}, ${origin.ip}) at ${now.toUTCString()}. If this was not you, change your password.`,
            },
            now,
          )
        : null;
    // Told by mail too, always: whoever holds the password may also read the app's notifications.
    if (!knownDevice && user.lastLoginAt) {
      await queueMail(ctx, tx, {
        kind: "new_device_sign_in",
        to: user.email,
        userId: user.id,
        data: {
          firstName: user.firstName,
          device: nameOfAgent(origin.userAgent),
          ip: origin.ip,
          at: now.toISOString(),
          path: "/settings",
        },
      });
    }
    return { token: sessionToken, told };
  });
  // The user's other sessions show the new last-login time from their next request.
  await announceSessionChange(ctx, { kind: "account-changed", userId: user.id });
  await publishNotifications(ctx, [told]);
  const response: LoginResponse = { user: presentUser({ ...user, lastLoginAt: now }), token };
  // Read before this sign-in wrote its time: none means the account never signed in before.
  if (user.lastLoginAt === null) response.firstSignIn = true;
  if (user.userType === "customer") response.coolingPeriod = await isCooling(ctx, ctx.db, user.id);
  return response;
}

/** Ends the caller's own session: the actor's session id is the only one it can name. */
export async function logout(ctx: AppContext, caller: RequestContext): Promise<void> {
  await closeSession(ctx, caller.actor, (tx) =>
    recordAudit(tx, caller, "auth.logout", { subjectId: caller.actor.userId }),
  );
}

/**
 * Tells the owner by mail, in `tx`, that their password was changed (from the settings or a reset
 * link), so a change they did not make does not go unnoticed.
 */
export async function queuePasswordChangedMail(
  ctx: AppContext,
  tx: Db,
  user: Pick<UserRow, "id" | "email" | "firstName">,
  signedOut: "every device" | "every other device",
): Promise<void> {
  await queueMail(ctx, tx, {
    kind: "password_changed",
    to: user.email,
    userId: user.id,
    data: {
      firstName: user.firstName,
      changedAt: ctx.now().toISOString(),
      signInUrl: `${publicBaseUrl(ctx.config)}/auth`,
      signedOut,
    },
  });
}

/** Changes the caller's password after checking the old one; every other session is signed out. */
export async function changePassword(
  ctx: AppContext,
  caller: RequestContext,
  body: ChangePasswordBody,
): Promise<{ message: string }> {
  const user = await findUserById(ctx.db, caller.actor.userId);
  authorize(canManageAccount(caller.actor, user), { notFound: "Account" });
  await ctx.limiter.consume(limits.passwordChangePerUser, caller.actor.userId);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError("VALIDATION_ERROR", "The current password is not correct", { field: "oldPassword" });
  }
  if (body.oldPassword === body.newPassword) {
    throw new AppError("VALIDATION_ERROR", "The new password must differ from the current one", {
      field: "newPassword",
    });
  }
  await assertPasswordNotCommon(body.newPassword, "newPassword", [user.firstName, user.lastName, user.email]);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, caller.actor.userId, { passwordHash, mustChangePassword: false });
    await revokeUserSessions(tx, caller.actor.userId, ctx.now(), caller.actor.sessionId);
    await recordAudit(tx, caller, "user.password_changed", { subjectId: caller.actor.userId });
    await queuePasswordChangedMail(ctx, tx, user, "every other device");
  });
  // The kept session's account changed too (no temporary password any more): it is dropped as well.
  await announceSessionChange(ctx, {
    kind: "end-sessions",
    userId: caller.actor.userId,
    exceptSessionId: caller.actor.sessionId,
  });
  return { message: "Password changed successfully" };
}
