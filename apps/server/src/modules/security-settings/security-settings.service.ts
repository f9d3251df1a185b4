import type { EndpointBody, SecuritySettings, securitySettingsEndpoints } from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { decrypt, encrypt, safeEqual } from "../../lib/crypto.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { limits } from "../auth/auth.limits.js";
import { canManageSecuritySettings } from "./security-settings.policy.js";
import { readSettings, type SecuritySettingsRow, writeSettings } from "./security-settings.repository.js";

/** How a typed code is compared: trimmed and case-insensitive (spec part 1 §2). */
function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * The stored code in clear, or null when there is none or it cannot be read: a code encrypted under
 * another APP_SECRET (a node started without the cluster's secret) matches nothing, and the admin
 * sees no current code and sets a new one (decision 030).
 */
function storedCode(ctx: AppContext, row: SecuritySettingsRow): string | null {
  if (!row.secretCodeCiphertext) return null;
  try {
    return decrypt(ctx.keys.secretCode, row.secretCodeCiphertext);
  } catch {
    return null;
  }
}

function presentSettings(ctx: AppContext, row: SecuritySettingsRow): SecuritySettings {
  return {
    teamLoginVisible: row.teamLoginVisible,
    secretCode: storedCode(ctx, row),
    autoAssignStudents: row.autoAssignStudents,
    counselorStudentCap: row.counselorStudentCap,
    requireTeamSecondFactor: row.requireTeamSecondFactor,
    requireVerifiedEmailToApply: row.requireVerifiedEmailToApply,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The two functions below serve visitors before sign-in: they act for nobody, so take no actor (decision 019).

/** What every visitor may know: whether the Team Access card is shown, and whether a code exists. */
export async function getTeamLoginVisibility(ctx: AppContext) {
  const row = await readSettings(ctx.db);
  return { visible: row.teamLoginVisible, secretCodeEnabled: row.secretCodeCiphertext !== null };
}

/** Checks a typed code on the server (throttled per address); there is no default code. */
export async function checkTeamAccessCode(ctx: AppContext, code: string, origin: RequestOrigin) {
  await ctx.limiter.consume(limits.teamCodePerIp, origin.ip);
  const row = await readSettings(ctx.db);
  const actual = storedCode(ctx, row);
  if (actual === null || normalizeCode(code) === "") return { match: false };
  const match = safeEqual(normalizeCode(code), normalizeCode(actual));
  if (!match) {
    await recordAudit(ctx.db, { actorUserId: null, origin }, "security.team_code_mismatch");
  }
  return { match };
}

/** The settings as an admin sees them (route access is admin-only). */
export async function getSecuritySettings(ctx: AppContext, actor: Actor): Promise<SecuritySettings> {
  authorize(canManageSecuritySettings(actor), "forbidden");
  return presentSettings(ctx, await readSettings(ctx.db));
}

/** The rule of automatic assignment (settings), for the assignments module. */
export async function assignmentRule(ctx: AppContext): Promise<{ autoAssign: boolean; cap: number | null }> {
  const row = await readSettings(ctx.db);
  return { autoAssign: row.autoAssignStudents, cap: row.counselorStudentCap };
}

/** Whether the admins require a second factor for team accounts (the sign-in's check). */
export async function teamSecondFactorRequired(ctx: AppContext): Promise<boolean> {
  return (await readSettings(ctx.db)).requireTeamSecondFactor;
}

/** Whether the admins require a confirmed email address before a student applies. */
export async function verifiedEmailRequiredToApply(ctx: AppContext): Promise<boolean> {
  return (await readSettings(ctx.db)).requireVerifiedEmailToApply;
}

/** Changes the switches, the code or the cap, recorded in the audit log without the code itself. */
export async function updateSecuritySettings(
  ctx: AppContext,
  caller: RequestContext,
  changes: EndpointBody<typeof securitySettingsEndpoints.update>,
): Promise<SecuritySettings> {
  authorize(canManageSecuritySettings(caller.actor), "forbidden");
  // The switches and the cap are stored and recorded as they come; the code is stored encrypted
  // and recorded only as changed or removed.
  const { secretCode, ...switches } = changes;
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await writeSettings(
      tx,
      {
        ...switches,
        ...(secretCode === undefined
          ? {}
          : { secretCodeCiphertext: secretCode === null ? null : encrypt(ctx.keys.secretCode, secretCode) }),
      },
      caller.actor.userId,
    );
    await recordAudit(tx, caller, "security.settings_changed", {
      subjectId: "1",
      details: {
        ...switches,
        ...(secretCode === undefined ? {} : { secretCode: secretCode === null ? "removed" : "changed" }),
      },
    });
    return updated;
  });
  return presentSettings(ctx, row);
}
