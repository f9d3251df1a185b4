import type {
  ForumAuthor,
  ForumCategory,
  ForumComment,
  ForumPost,
  ForumPostSummary,
  ModerationState,
} from "@meridian/contract";
import type { AuthorFields, CommentWithAuthor, PostWithAuthor } from "./community.repository.js";

/**
 * An author in public fields only (decision 044): "First L." for students and the team, the
 * account's full name for a company (company names come with a later part), "Former member" once
 * the account is gone. Never an email.
 */
export function presentAuthor(row: AuthorFields): ForumAuthor {
  if (!row.authorId || row.authorType === null)
    return { id: null, displayName: "Former member", kind: "former", logoUrl: null };
  const first = (row.authorFirstName ?? "").trim();
  const last = (row.authorLastName ?? "").trim();
  if (row.authorType === "company_profile") {
    return { id: row.authorId, displayName: `${first} ${last}`.trim(), kind: "company", logoUrl: null };
  }
  const initial = last ? ` ${last.slice(0, 1).toUpperCase()}.` : "";
  return {
    id: row.authorId,
    displayName: `${first}${initial}`.trim() || "Member",
    kind: row.authorType === "team_member" ? "team" : "student",
    logoUrl: null,
  };
}

export function presentPostSummary(row: PostWithAuthor): ForumPostSummary {
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
