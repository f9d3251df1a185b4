import { type SecondFactorStep, secondFactorLimits } from "@meridian/contract";
import type { UserRow } from "../../db/schema/index.js";
import type { AppContext } from "../../lib/context.js";
import { randomToken, signPayload, verifyPayload } from "../../lib/crypto.js";
import { teamSecondFactorRequired } from "../security-settings/security-settings.service.js";
import { findSecondFactor } from "./second-factor.repository.js";

/** The sign-in doors a pending second step remembers, for the session's audit event. */
type PendingDoor = "student" | "team" | "company";

/**
 * What a right password hands out when a second step must follow: signed by the server (nothing
 * in it can be changed), for one user and one mode, expiring in minutes; its nonce is claimed when
 * the step succeeds, so it opens one session at most.
 */
export interface PendingPayload {
  k: "second-factor";
  u: string;
  m: SecondFactorStep["secondFactor"];
  d: PendingDoor;
  n: string;
  exp: number;
}

/** Whether the admins' setting makes a second factor required for this account. */
export async function secondFactorRequiredFor(
  ctx: AppContext,
  user: Pick<UserRow, "userType">,
): Promise<boolean> {
  return user.userType === "team_member" && (await teamSecondFactorRequired(ctx));
}

/**
 * The second step a sign-in with the right password still needs, or null when none: `verify` for
 * an account whose second factor is on; `setup` for a team account without one while the admins
 * require it.
 */
export async function secondFactorStepFor(
  ctx: AppContext,
  user: Pick<UserRow, "id" | "userType">,
  door: PendingDoor,
): Promise<SecondFactorStep | null> {
  const factor = await findSecondFactor(ctx.db, user.id);
  const mode = factor?.enabledAt ? "verify" : (await secondFactorRequiredFor(ctx, user)) ? "setup" : null;
  if (!mode) return null;
  const exp = ctx.now().getTime() + secondFactorLimits.pendingMinutes * 60_000;
  const payload: PendingPayload = {
    k: "second-factor",
    u: user.id,
    m: mode,
    d: door,
    n: randomToken(16),
    exp,
  };
  return {
    secondFactor: mode,
    pendingToken: signPayload(ctx.keys.challenge, payload),
    expiresAt: new Date(exp).toISOString(),
  };
}

/** The pending step a token stands for, or null when it is forged, of another mode or expired. */
export function readPendingToken(
  ctx: AppContext,
  token: string,
  mode: SecondFactorStep["secondFactor"],
): PendingPayload | null {
  const payload = verifyPayload<PendingPayload>(ctx.keys.challenge, token);
  if (payload?.k !== "second-factor" || payload.m !== mode || typeof payload.u !== "string") return null;
  if (typeof payload.exp !== "number" || payload.exp <= ctx.now().getTime()) return null;
  return payload;
}
