import { Readable } from "node:stream";
import type { CompanyProfile, CompanyProfileInputSchema } from "@meridian/contract";
import type { z } from "zod";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { UploadedFile } from "../../lib/register-upload.js";
import { newFileKey, readFileBytes } from "../../storage/file-storage.js";
import { findUserById, findUsersByIds } from "../users/users.service.js";
import { LOGO_CONTENT_TYPE, reencodeLogo } from "./company-profiles.image.js";
import { canKeepCompanyProfile } from "./company-profiles.policy.js";
import { accountNameOf, logoUrlOf, presentCompanyProfile } from "./company-profiles.presenter.js";
import {
  findCompanyProfile,
  listCompanyProfiles,
  replaceCompanyLogo,
  saveCompanyInfo,
} from "./company-profiles.repository.js";

export type CompanyProfileInput = z.output<typeof CompanyProfileInputSchema>;

/** Where re-encoded logos are stored; uploads land under their own prefix first. */
const LOGO_KEY_PREFIX = "company-logos";

// The functions for "my company profile" act on the actor's own row by construction: they check
// that the actor is a company account (canKeepCompanyProfile), and every query takes
// actor.userId; no route takes another account's id, so nobody can change another's profile.

/**
 * The signed-in company's account row (the name it goes by until the profile is saved); anyone
 * but a company account is refused first.
 */
async function ownAccount(ctx: AppContext, actor: Actor) {
  authorize(canKeepCompanyProfile(actor), "forbidden");
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return user;
}

/** The signed-in company's profile; its name is the account's "First Last" until it is saved. */
export async function getOwnCompanyProfile(ctx: AppContext, actor: Actor): Promise<CompanyProfile> {
  const user = await ownAccount(ctx, actor);
  return presentCompanyProfile(user, await findCompanyProfile(ctx.db, actor.userId));
}

/** Replaces the signed-in company's name, website and description (the logo stays). */
export async function updateOwnCompanyProfile(
  ctx: AppContext,
  actor: Actor,
  input: CompanyProfileInput,
): Promise<CompanyProfile> {
  const user = await ownAccount(ctx, actor);
  const row = await saveCompanyInfo(
    ctx.db,
    actor.userId,
    { name: input.name, website: input.website, description: input.description },
    ctx.now(),
  );
  return presentCompanyProfile(user, row);
}

/** Run before a byte of a logo is read: only a company account uploads one, to its own profile. */
export function checkLogoUpload(actor: Actor): void {
  authorize(canKeepCompanyProfile(actor), "forbidden");
}

/**
 * Replaces the signed-in company's logo with the uploaded image, re-encoded (company-profiles.image):
 * the upload itself is deleted once read, the new logo is stored under its own key, and the logo
 * it replaces is deleted after the row commits (a failure there leaves an orphan, never a hole).
 */
export async function replaceOwnLogo(
  ctx: AppContext,
  actor: Actor,
  upload: UploadedFile,
): Promise<CompanyProfile> {
  const user = await ownAccount(ctx, actor);
  let bytes: Buffer;
  try {
    bytes = await reencodeLogo(await readFileBytes(ctx.storage, upload.key));
  } finally {
    await ctx.storage.delete(upload.key);
  }
  const stored = await ctx.storage.put(newFileKey(LOGO_KEY_PREFIX, ctx.now()), Readable.from([bytes]), {
    contentType: LOGO_CONTENT_TYPE,
  });
  let saved: Awaited<ReturnType<typeof replaceCompanyLogo>>;
  try {
    saved = await replaceCompanyLogo(
      ctx.db,
      actor.userId,
      { logoKey: stored.key, logoSha256: stored.sha256 },
      accountNameOf(user),
      ctx.now(),
    );
  } catch (err) {
    await ctx.storage.delete(stored.key);
    throw err;
  }
  await deleteReplaced(ctx, saved.replacedKey);
  return presentCompanyProfile(user, saved.row);
}

/** Removes the signed-in company's logo (a profile without one is left as it is). */
export async function removeOwnLogo(ctx: AppContext, actor: Actor): Promise<CompanyProfile> {
  const user = await ownAccount(ctx, actor);
  const current = await findCompanyProfile(ctx.db, actor.userId);
  if (!current?.logoKey) return presentCompanyProfile(user, current);
  const saved = await replaceCompanyLogo(
    ctx.db,
    actor.userId,
    { logoKey: null, logoSha256: null },
    accountNameOf(user),
    ctx.now(),
  );
  await deleteReplaced(ctx, saved.replacedKey);
  return presentCompanyProfile(user, saved.row);
}

async function deleteReplaced(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  // The row no longer names the file: a failed delete leaves an orphan to clean up, not an error.
  await ctx.storage.delete(key).catch(() => {});
}

/** A company's logo as the public route sends it. */
export interface CompanyLogoFile {
  stream: NodeJS.ReadableStream;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * A company's logo, for anybody (it is shown beside the company's posts): a public read that acts
 * for nobody, so no authorize call. An unknown account, an account that is not a company and a
 * company without a logo answer the same 404.
 */
export async function openCompanyLogo(ctx: AppContext, accountId: string): Promise<CompanyLogoFile> {
  const notFound = new AppError("NOT_FOUND", "Logo not found");
  const user = await findUserById(ctx.db, accountId);
  if (user?.userType !== "company_profile") throw notFound;
  const row = await findCompanyProfile(ctx.db, accountId);
  if (!row?.logoKey || !row.logoSha256) throw notFound;
  const file = await ctx.storage.get(row.logoKey).catch(() => {
    throw notFound;
  });
  return { ...file, sha256: row.logoSha256, contentType: LOGO_CONTENT_TYPE };
}

/**
 * The name and logo address a company account goes by wherever others see it (the forum's
 * authors), from the fields a caller read in its own query (a join on company_profiles, so a list
 * costs no query a row): the saved profile's name, else the account's "First Last"; the logo's
 * public address, or null without one.
 */
export function companyIdentityOf(
  account: { id: string; firstName: string; lastName: string },
  profile: { name: string | null; logoSha256: string | null } | null,
): { name: string; logoUrl: string | null } {
  return {
    name: profile?.name ?? accountNameOf(account),
    logoUrl: logoUrlOf(account.id, profile ? { logoSha256: profile.logoSha256 } : undefined),
  };
}

/**
 * The name and logo address each company account among `accountIds` goes by, for other modules
 * (the forum's "From {company}"). A public read that acts for nobody, so no authorize call: what
 * it answers is what every visitor sees. Ids that are not company accounts are left out.
 */
export async function companyNames(
  ctx: AppContext,
  accountIds: readonly string[],
): Promise<Map<string, { name: string; logoUrl: string | null }>> {
  const ids = [...new Set(accountIds)];
  const companies = (await findUsersByIds(ctx.db, ids)).filter((user) => user.userType === "company_profile");
  const rows = new Map(
    (
      await listCompanyProfiles(
        ctx.db,
        companies.map((user) => user.id),
      )
    ).map((row) => [row.userId, row]),
  );
  return new Map(
    companies.map((user) => {
      return [user.id, companyIdentityOf(user, rows.get(user.id) ?? null)];
    }),
  );
}
