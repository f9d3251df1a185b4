import { type CompanyProfile, companyLogoEndpoints } from "@meridian/contract";
import type { CompanyProfileRow, UserRow } from "../../db/schema/index.js";

/** The account's "First Last", the name a company goes by until it saves its profile. */
export function accountNameOf(user: Pick<UserRow, "firstName" | "lastName">): string {
  const name = `${user.firstName} ${user.lastName}`.trim().slice(0, 120);
  // A name of one letter (or none) cannot be saved; the email-less fallback keeps the check whole.
  return name.length >= 2 ? name : `${name || "Company"} account`.slice(0, 120);
}

/** The public address of a company's logo; its version changes with the logo, so caches renew. */
export function logoUrlOf(
  accountId: string,
  row: Pick<CompanyProfileRow, "logoSha256"> | undefined,
): string | null {
  if (!row?.logoSha256) return null;
  const path = companyLogoEndpoints.logo.path.replace("{accountId}", accountId);
  return `${path}?v=${row.logoSha256.slice(0, 16)}`;
}

/** The only way a company profile reaches the wire: no storage key. */
export function presentCompanyProfile(
  user: Pick<UserRow, "id" | "firstName" | "lastName">,
  row: CompanyProfileRow | undefined,
): CompanyProfile {
  return {
    accountId: user.id,
    name: row?.name ?? accountNameOf(user),
    website: row?.website ?? null,
    description: row?.description ?? null,
    logoUrl: logoUrlOf(user.id, row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
