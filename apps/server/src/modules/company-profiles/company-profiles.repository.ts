import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type CompanyProfileRow, companyProfiles } from "../../db/schema/index.js";

export type CompanyInfo = Pick<CompanyProfileRow, "name" | "website" | "description">;
export type CompanyLogo = Pick<CompanyProfileRow, "logoKey" | "logoSha256">;

/** A company's profile row, if it was ever saved. */
export async function findCompanyProfile(db: Db, userId: string): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId)).limit(1);
  return row;
}

/** The profile rows of the given accounts (accounts without one are left out). */
export async function listCompanyProfiles(db: Db, userIds: readonly string[]): Promise<CompanyProfileRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(companyProfiles)
    .where(inArray(companyProfiles.userId, [...userIds]));
}

/** Replaces the company's name, website and description, making the row on the first save. */
export async function saveCompanyInfo(
  db: Db,
  userId: string,
  info: CompanyInfo,
  now: Date,
): Promise<CompanyProfileRow> {
  const rows = await db
    .insert(companyProfiles)
    .values({ userId, ...info, updatedAt: now })
    .onConflictDoUpdate({ target: companyProfiles.userId, set: { ...info, updatedAt: now } })
    .returning();
  return writtenRow(rows, "company profile upsert");
}

/**
 * Sets (or clears) the company's logo, making the row with `defaultName` if it has none, and
 * returns the row with the key of the logo it replaced, which the caller deletes once this commits.
 */
export async function replaceCompanyLogo(
  db: Db,
  userId: string,
  logo: CompanyLogo,
  defaultName: string,
  now: Date,
): Promise<{ row: CompanyProfileRow; replacedKey: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoKey: companyProfiles.logoKey })
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, userId))
      .for("update");
    const [row] = await tx
      .insert(companyProfiles)
      .values({ userId, name: defaultName, ...logo, updatedAt: now })
      .onConflictDoUpdate({ target: companyProfiles.userId, set: { ...logo, updatedAt: now } })
      .returning();
    if (!row) throw new Error("company logo not saved");
    const replacedKey = before?.logoKey && before.logoKey !== logo.logoKey ? before.logoKey : null;
    return { row, replacedKey };
  });
}
