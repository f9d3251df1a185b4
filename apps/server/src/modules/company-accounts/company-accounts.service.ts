import { randomInt } from "node:crypto";
import {
  authMessages,
  type companyAccountEndpoints,
  type EndpointBody,
  type SessionUser,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { hashPassword, insertUser, listUsersOfType, presentUser } from "../users/users.service.js";
import { canManageCompanyAccounts } from "./company-accounts.policy.js";

// Unambiguous characters (no 0/O, 1/l/I) so an admin can read the password out to someone.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

/** A 16-character temporary password (~92 bits) with upper, lower and digit, as the password rule asks. */
export function generateTemporaryPassword(): string {
  for (;;) {
    const password = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** Creates a company account; its temporary password is returned once and must be changed at first sign-in. */
export async function createCompanyAccount(
  ctx: AppContext,
  caller: RequestContext,
  input: EndpointBody<typeof companyAccountEndpoints.create>,
): Promise<{ user: SessionUser; temporaryPassword: string }> {
  authorize(canManageCompanyAccounts(caller.actor), "forbidden");
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: "company_profile",
      mustChangePassword: true,
    });
    if (!created)
      throw new AppError("CONFLICT", authMessages.emailTaken.replace(" Please sign in.", ""), {
        field: "email",
      });
    await recordAudit(tx, caller, "company_account.created", { subjectId: created.id });
    return created;
  });
  return { user: presentUser(user), temporaryPassword };
}

/** Company accounts, newest first. */
export async function listCompanyAccounts(ctx: AppContext, actor: Actor): Promise<SessionUser[]> {
  authorize(canManageCompanyAccounts(actor), "forbidden");
  return (await listUsersOfType(ctx.db, "company_profile")).map(presentUser);
}
