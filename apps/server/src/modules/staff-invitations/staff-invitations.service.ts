import {
  authMessages,
  type EndpointBody,
  type LoginStepResponse,
  type StaffInvitation,
  type staffInvitationEndpoints,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { limits } from "../auth/auth.limits.js";
import { secondFactorStepFor, startSession } from "../auth/auth.service.js";
import { queueMail } from "../mail/mail.service.js";
import { publishNotifications, storeNotification } from "../notifications/notifications.service.js";
import {
  assertPasswordNotCommon,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
} from "../users/users.service.js";
import { canManageStaffInvitations } from "./staff-invitations.policy.js";
import { presentInvitation } from "./staff-invitations.presenter.js";
import {
  claimInvitation,
  findPendingByTokenHash,
  insertInvitation,
  listPendingInvitations,
  revokePendingInvitation,
  revokePendingSetupLinks,
  setInvitationUser,
} from "./staff-invitations.repository.js";

/** The path of an invitation link; the token is its last segment (spec part 1 §2). */
export function invitationPath(token: string): string {
  return `/auth/staff-invite/${token}`;
}

const invalid = () => new AppError("AUTH_INVITATION_INVALID", authMessages.invitationInvalid);

/** Creates an invitation with a 256-bit token kept only as a hash; the link is returned once. */
export async function createInvitation(
  ctx: AppContext,
  caller: RequestContext,
  input: EndpointBody<typeof staffInvitationEndpoints.create>,
  baseUrl: string,
): Promise<{ invitation: StaffInvitation; link: string }> {
  authorize(canManageStaffInvitations(caller.actor), "forbidden");
  // An invitation bound to an address that already has an account could never be used: said now,
  // not to the person who opens the link.
  if (input.email && (await findUserByEmail(ctx.db, input.email))) {
    throw new AppError("CONFLICT", "An account with this email already exists.", { field: "email" });
  }
  const token = randomToken(32);
  const now = ctx.now();
  const link = `${baseUrl}${invitationPath(token)}`;
  const inviter = input.email ? await findUserById(ctx.db, caller.actor.userId) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertInvitation(tx, {
      tokenHash: sha256(token),
      teamRole: input.teamRole,
      email: input.email ?? null,
      createdBy: caller.actor.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInHours * 3_600_000),
    });
    await recordAudit(tx, caller, "staff_invitation.created", {
      subjectId: created.id,
      details: { teamRole: input.teamRole, expiresInHours: input.expiresInHours },
    });
    // An invitation for an address goes there by mail; the admin still gets the link to pass on.
    if (input.email) {
      await queueMail(ctx, tx, {
        kind: "staff_invitation",
        to: input.email,
        userId: null,
        data: {
          roleLabel: input.teamRole === "admin" ? "an administrator" : "a counselor",
          link,
          expiresAt: created.expiresAt.toISOString(),
          invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : "An administrator",
        },
      });
    }
    return created;
  });
  return { invitation: presentInvitation(row, now), link };
}

/** Pending invitations, newest first. */
export async function listInvitations(ctx: AppContext, actor: Actor): Promise<StaffInvitation[]> {
  authorize(canManageStaffInvitations(actor), "forbidden");
  const now = ctx.now();
  return (await listPendingInvitations(ctx.db, now)).map((row) => presentInvitation(row, now));
}

/** Revokes a pending invitation; an unknown, used or already revoked one is 404. */
export async function revokeInvitation(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
): Promise<StaffInvitation> {
  authorize(canManageStaffInvitations(caller.actor), "forbidden");
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const revoked = await revokePendingInvitation(tx, id, now);
    if (!revoked) throw new AppError("NOT_FOUND", "No pending invitation with this id");
    await recordAudit(tx, caller, "staff_invitation.revoked", { subjectId: id });
    return revoked;
  });
  return presentInvitation(row, now);
}

// Checking and redeeming an invitation happen before sign-in: the single-use token is the
// authority, so these take no actor (decision 019).

/** What the invitation page shows before the form: the role and, if fixed, the email. */
export async function checkInvitation(ctx: AppContext, token: string, origin: RequestOrigin) {
  await ctx.limiter.consume(limits.invitePerIp, origin.ip);
  const row = await findPendingByTokenHash(ctx.db, sha256(token), ctx.now());
  if (!row) throw invalid();
  return {
    valid: true as const,
    teamRole: row.teamRole,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Creates a team member from an invitation, in one transaction: the invitation is claimed first
 * (single use, even under concurrent redemptions) and the role is the one the admin chose.
 */
export async function registerWithInvitation(
  ctx: AppContext,
  body: EndpointBody<typeof staffInvitationEndpoints.register>,
  origin: RequestOrigin,
): Promise<LoginStepResponse> {
  await ctx.limiter.consume(limits.invitePerIp, origin.ip);
  await assertPasswordNotCommon(body.password, "password", [body.firstName, body.lastName, body.email]);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const { user, told } = await ctx.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, sha256(body.invitationToken), now);
    if (!invitation) throw invalid();
    if (invitation.email && invitation.email.toLowerCase() !== body.email) {
      throw new AppError("VALIDATION_ERROR", "This invitation is for another email address", {
        field: "email",
      });
    }
    const created = await insertUser(tx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      userType: "team_member",
      teamRole: invitation.teamRole,
      // An invitation bound to an address was mailed there: opening it proved the address.
      emailVerifiedAt: invitation.email ? now : null,
    });
    if (!created) throw new AppError("CONFLICT", authMessages.emailTaken, { field: "email" });
    await setInvitationUser(tx, invitation.id, created.id);
    await recordAudit(tx, { actorUserId: created.id, origin }, "staff_invitation.used", {
      subjectId: invitation.id,
      details: { teamRole: invitation.teamRole, invitedBy: invitation.createdBy },
    });
    await recordAudit(tx, { actorUserId: invitation.createdBy, origin }, "user.role_granted", {
      subjectId: created.id,
      details: { teamRole: invitation.teamRole },
    });
    const told = invitation.createdBy
      ? await storeNotification(
          tx,
          invitation.createdBy,
          {
            type: "team",
            title: "Invitation accepted",
            message: `${created.firstName} ${created.lastName} (${created.email}) joined the team as ${created.teamRole}.`,
          },
          now,
        )
      : null;
    return { user: created, told };
  });
  await publishNotifications(ctx, [told]);
  // The admins' rule for team accounts holds from the first sign-in: the setup comes first.
  return (await secondFactorStepFor(ctx, user, "team")) ?? startSession(ctx, user, origin, "invitation");
}

/** A fresh first-admin setup link (older ones revoked), for a fresh install with no admin. */
export async function createSetupLink(ctx: AppContext, baseUrl: string): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await revokePendingSetupLinks(tx, now);
    const created = await insertInvitation(tx, {
      tokenHash: sha256(token),
      teamRole: "admin",
      createdBy: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    });
    await recordAudit(tx, { actorUserId: null, origin: null }, "staff_invitation.setup_link_created", {
      subjectId: created.id,
    });
  });
  return `${baseUrl}${invitationPath(token)}`;
}
