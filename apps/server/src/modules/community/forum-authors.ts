import type { ForumAuthor } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { companyProfiles, users } from "../../db/schema/index.js";
import { companyIdentityOf } from "../company-profiles/company-profiles.service.js";

// The forum's authors, read and shown: the one place the forum and its moderation (modules/moderation)
// both take them from, so a post, a comment, a reporter and a queued item name their author alike.

const author = alias(users, "author");
const authorProfile = alias(companyProfiles, "author_profile");

/**
 * Who wrote a row, in the fields the presenter may show (never an email): the account's names and
 * type and, for a company account, its profile's name and logo version (null without a profile).
 */
export interface AuthorFields {
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorType: string | null;
  authorCompanyName: string | null;
  authorLogoSha256: string | null;
}

export const authorColumns = {
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  authorType: author.userType,
  authorCompanyName: authorProfile.name,
  authorLogoSha256: authorProfile.logoSha256,
};

/**
 * The author of rows whose author id is `authorIdColumn`, for any query that shows one (moderation's
 * too): the account and, for a company, its profile, both left-joined in the same query (no query
 * a row). Select `authorFieldsOf(authorIdColumn)` and join with `joinAuthor`.
 */
export function authorFieldsOf<C extends AnyPgColumn>(authorIdColumn: C) {
  return { authorId: authorIdColumn, ...authorColumns };
}

/** The two left joins that `authorColumns` read, on the row's author id. */
export const authorJoins = {
  account: author,
  profile: authorProfile,
  onAccount: (authorIdColumn: AnyPgColumn) => eq(author.id, authorIdColumn),
  onProfile: (authorIdColumn: AnyPgColumn) => eq(authorProfile.userId, authorIdColumn),
};

const authorKinds: Record<string, ForumAuthor["kind"]> = {
  customer: "student",
  team_member: "team",
  company_profile: "company",
};

/**
 * An author in public fields only, the one rule for every place the forum shows one (lists, a
 * post, comments, live events, the moderation queue, search): "First L." for students and the
 * team; a company account by its profile's saved name (else the account's "First Last") with its
 * logo's address (decision 047); "Former member" once the account is gone. Never an email. Null,
 * or a row without an author id, is an account that is gone.
 */
export function presentAuthor(row: AuthorFields | null): ForumAuthor {
  if (!row?.authorId || row.authorType === null)
    return { id: null, displayName: "Former member", kind: "former", logoUrl: null };
  const first = (row.authorFirstName ?? "").trim();
  const last = (row.authorLastName ?? "").trim();
  if (row.authorType === "company_profile") {
    const company = companyIdentityOf(
      { id: row.authorId, firstName: first, lastName: last },
      row.authorCompanyName === null
        ? null
        : { name: row.authorCompanyName, logoSha256: row.authorLogoSha256 },
    );
    return { id: row.authorId, displayName: company.name, kind: "company", logoUrl: company.logoUrl };
  }
  // The first code point, so a name starting with an emoji or a supplementary letter stays whole.
  const initial = last ? ` ${Array.from(last)[0]?.toUpperCase()}.` : "";
  return {
    id: row.authorId,
    displayName: `${first}${initial}`.trim() || "Member",
    kind: authorKinds[row.authorType] ?? "student",
    logoUrl: null,
  };
}

/** The name `presentAuthor` shows (reporters in the queue and in the admins' notifications). */
export function displayNameOf(row: AuthorFields | null): string {
  return presentAuthor(row).displayName;
}
