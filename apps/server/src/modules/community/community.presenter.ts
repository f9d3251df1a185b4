import type {
  ForumAuthor,
  ForumCategory,
  ForumComment,
  ForumPost,
  ForumPostSummary,
  ModerationState,
} from "@meridian/contract";
import { companyIdentityOf } from "../company-profiles/company-profiles.service.js";
import type {
  AuthorFields,
  CommentWithAuthor,
  PostSummaryWithAuthor,
  PostWithAuthor,
} from "./community.repository.js";

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

export function presentPostSummary(row: PostSummaryWithAuthor): ForumPostSummary {
  return {
    id: row.id,
    category: row.category as ForumCategory,
    title: row.title,
    excerpt: row.excerpt,
    author: presentAuthor(row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    moderation: row.moderation as ModerationState,
    likedByMe: Boolean(row.likedByMe),
    hasPoll: row.hasPoll,
    photoCount: row.photoCount,
  };
}

export function presentPost(row: PostWithAuthor): ForumPost {
  return { ...presentPostSummary(row), body: row.body, bodyHtml: row.bodyHtml, poll: null, photos: [] };
}

export function presentComment(row: CommentWithAuthor): ForumComment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    body: row.body,
    bodyHtml: row.bodyHtml,
    author: presentAuthor(row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likeCount: row.likeCount,
    moderation: row.moderation as ModerationState,
    likedByMe: Boolean(row.likedByMe),
  };
}
