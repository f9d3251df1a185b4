import type { ForumCategory, ModerationAction, ModerationState, QueueReason } from "@meridian/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { users } from "./users.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const categoryCheck = (column: AnyPgColumn) =>
  sql`${column} in ('general', 'usa_study', 'uk_study', 'canada_study', 'australia_study', 'ielts_prep', 'visa_tips', 'scholarships', 'europe_study')`;
const moderationCheck = (column: AnyPgColumn) => sql`${column} in ('visible', 'pending', 'hidden')`;

/**
 * A forum post (DOMAIN.md "forum_post", decision 044). The Markdown is kept as written and as the
 * safe HTML rendered from it at write time, so a read renders nothing. Counts are kept on the row
 * (changed in the transaction that changes them) so a category page sorts and pages by index.
 */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: idColumn(),
    category: text().$type<ForumCategory>().notNull(),
    /** Null once the author's account is gone: the post stays, signed "Former member". */
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    body: text().notNull(),
    bodyHtml: text().notNull(),
    excerpt: text().notNull(),
    /** visible, pending (held for a moderator) or hidden (by a moderator). */
    moderation: text().$type<ModerationState>().notNull().default("visible"),
    /** Why it was held: blocked_word, new_account_link. */
    holdReasons: text().array().$type<QueueReason[]>().notNull().default(sql`'{}'::text[]`),
    matchedWords: text().array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer().notNull().default(0),
    /** Visible comments and replies. */
    commentCount: integer().notNull().default(0),
    /** The post's creation or its newest visible comment. */
    lastActivityAt: at().notNull().defaultNow(),
    createdAt: at().notNull().defaultNow(),
    editedAt: at(),
    /** Reads of its page by others than its author, added in batches (decision 047). */
    viewCount: integer().notNull().default(0),
    /** Whether it carries a poll (its options are in forum_poll_options). */
    hasPoll: boolean().notNull().default(false),
    photoCount: integer().notNull().default(0),
    /** A company's post: placed "From {company}" atop its category until then (decision 047). */
    featuredUntil: at(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`,
    ),
  },
  (t) => [
    index("forum_posts_category_new_idx").on(t.category, t.moderation, t.id.desc()),
    index("forum_posts_category_top_idx").on(t.category, t.moderation, t.likeCount.desc(), t.id.desc()),
    index("forum_posts_new_idx").on(t.moderation, t.id.desc()),
    index("forum_posts_author_idx").on(t.authorId, t.createdAt),
    index("forum_posts_search_idx").using("gin", t.searchVector),
    index("forum_posts_featured_idx")
      .on(t.category, t.id.desc())
      .where(sql`${t.featuredUntil} is not null and ${t.moderation} = 'visible'`),
    check("forum_posts_category_check", categoryCheck(t.category)),
    check("forum_posts_moderation_check", moderationCheck(t.moderation)),
  ],
);
export type ForumPostRow = typeof forumPosts.$inferSelect;

/** A comment on a post; a reply names its top-level comment (one level deep). */
export const forumComments = pgTable(
  "forum_comments",
  {
    id: idColumn(),
    postId: requiredRef(() => forumPosts.id, "cascade"),
    parentId: uuid().references((): AnyPgColumn => forumComments.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    bodyHtml: text().notNull(),
    moderation: text().$type<ModerationState>().notNull().default("visible"),
    holdReasons: text().array().$type<QueueReason[]>().notNull().default(sql`'{}'::text[]`),
    matchedWords: text().array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    editedAt: at(),
  },
  (t) => [
    index("forum_comments_post_idx").on(t.postId, t.id),
    index("forum_comments_parent_idx").on(t.parentId),
    index("forum_comments_author_idx").on(t.authorId, t.createdAt),
    // Whether a reader has held or hidden comments of their own on a post (decision 053): tiny,
    // only the comments not visible to everyone.
    index("forum_comments_held_idx").on(t.postId, t.authorId).where(sql`${t.moderation} <> 'visible'`),
    check("forum_comments_moderation_check", moderationCheck(t.moderation)),
  ],
);
export type ForumCommentRow = typeof forumComments.$inferSelect;

/** An option of a company's poll; the question is the post's title (decision 047). */
export const forumPollOptions = pgTable(
  "forum_poll_options",
  {
    id: idColumn(),
    postId: requiredRef(() => forumPosts.id, "cascade"),
    position: integer().notNull(),
    label: text().notNull(),
    /** Kept with each vote's insert, in its transaction. */
    voteCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("forum_poll_options_post_position_key").on(t.postId, t.position)],
);

/** One vote per user per poll: the primary key makes a second (or concurrent) vote impossible. */
export const forumPollVotes = pgTable(
  "forum_poll_votes",
  {
    postId: requiredRef(() => forumPosts.id, "cascade"),
    userId: requiredRef(() => users.id, "cascade"),
    optionId: requiredRef(() => forumPollOptions.id, "cascade"),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("forum_poll_votes_option_idx").on(t.optionId)],
);

/** A photo of a company's post, stored re-encoded (WebP, no metadata) under its storage key. */
export const forumPhotos = pgTable(
  "forum_photos",
  {
    id: idColumn(),
    postId: requiredRef(() => forumPosts.id, "cascade"),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("forum_photos_post_idx").on(t.postId, t.id),
    uniqueIndex("forum_photos_storage_key_key").on(t.storageKey),
  ],
);
export type ForumPhotoRow = typeof forumPhotos.$inferSelect;

/** One like per user per post (DOMAIN.md "forum_reaction"). */
export const forumPostLikes = pgTable(
  "forum_post_likes",
  {
    postId: requiredRef(() => forumPosts.id, "cascade"),
    userId: requiredRef(() => users.id, "cascade"),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("forum_post_likes_user_idx").on(t.userId)],
);

/** One like per user per comment. */
export const forumCommentLikes = pgTable(
  "forum_comment_likes",
  {
    commentId: requiredRef(() => forumComments.id, "cascade"),
    userId: requiredRef(() => users.id, "cascade"),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("forum_comment_likes_user_idx").on(t.userId),
  ],
);

/** A report of a post or a comment (DOMAIN.md "forum_report"); open until a moderator acts. */
export const forumReports = pgTable(
  "forum_reports",
  {
    id: idColumn(),
    reporterId: requiredRef(() => users.id, "cascade"),
    postId: uuid().references(() => forumPosts.id, { onDelete: "cascade" }),
    commentId: uuid().references(() => forumComments.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    resolvedAt: at(),
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The moderator's action: hide, restore, delete, dismiss. */
    resolution: text().$type<ModerationAction["action"]>(),
  },
  (t) => [
    check("forum_reports_target_check", sql`(${t.postId} is null) <> (${t.commentId} is null)`),
    // One open report per reporter and target: a second press answers the first.
    uniqueIndex("forum_reports_open_post_key")
      .on(t.reporterId, t.postId)
      .where(sql`${t.resolvedAt} is null and ${t.postId} is not null`),
    uniqueIndex("forum_reports_open_comment_key")
      .on(t.reporterId, t.commentId)
      .where(sql`${t.resolvedAt} is null and ${t.commentId} is not null`),
    index("forum_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** The admins' blocked-word list: a post or comment holding one waits for a moderator. */
export const forumBlockedWords = pgTable("forum_blocked_words", {
  word: text().primaryKey(),
  addedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  createdAt: at().notNull().defaultNow(),
});

/**
 * A user's standing in the community: the cooling period after a flagged sign-in (spec part 1 §6)
 * and a moderator's suspension. One row per user who ever had either.
 */
export const communityMembers = pgTable("community_members", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  coolingUntil: at(),
  suspendedUntil: at(),
  suspensionReason: text(),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * The version of what the forum's public reads show, per scope: `category:<id>` (a category's
 * pages: its posts' summaries) and `authors` (every author's shown name and logo). Moved only by
 * database triggers in the writing transaction (migration 0014), so every node sees a change on its
 * next read; each node keeps its serialized answers for one version (decision 053).
 */
export const forumReadVersions = pgTable("forum_read_versions", {
  scope: text().primaryKey(),
  version: bigint({ mode: "number" }).notNull().default(0),
});

/**
 * The version of a post's own page and its comments' pages: the post, its comments, poll options
 * and photos, moved by triggers (decision 053). Made with the post, gone with it.
 */
export const forumPostVersions = pgTable("forum_post_versions", {
  postId: uuid()
    .primaryKey()
    .references(() => forumPosts.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(0),
});
