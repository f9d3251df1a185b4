import type { ForumComment, ForumPost, ForumPostSummary } from "@meridian/contract";
import type { CommentWithAuthor, PostSummaryWithAuthor, PostWithAuthor } from "./community.repository.js";
import { presentAuthor } from "./forum-authors.js";

export function presentPostSummary(row: PostSummaryWithAuthor): ForumPostSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    author: presentAuthor(row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    moderation: row.moderation,
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
    moderation: row.moderation,
    likedByMe: Boolean(row.likedByMe),
  };
}
