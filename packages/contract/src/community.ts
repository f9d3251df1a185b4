import { z } from "zod";
import { defineDownloadEndpoint } from "./common/download.js";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";
import { defineUploadEndpoint, fileTypes } from "./common/upload.js";

/** The forum's categories (spec part 2 §3 "Forum categories"), in the spec's order. */
export const forumCategories = [
  "general",
  "usa_study",
  "uk_study",
  "canada_study",
  "australia_study",
  "ielts_prep",
  "visa_tips",
  "scholarships",
  "europe_study",
] as const;
export const ForumCategorySchema = z.enum(forumCategories, {
  error: () => `Category must be one of: ${forumCategories.join(", ")}`,
});
export type ForumCategory = z.infer<typeof ForumCategorySchema>;

export const forumCategoryLabels: Record<ForumCategory, string> = {
  general: "General Discussion",
  usa_study: "USA Study",
  uk_study: "UK Study",
  canada_study: "Canada Study",
  australia_study: "Australia Study",
  ielts_prep: "IELTS Preparation",
  visa_tips: "Visa & Immigration",
  scholarships: "Scholarship & Funding",
  europe_study: "Germany & Europe Study",
};

/** Sizes and limits of the forum (decision 044); the daily limits are configuration (`COMMUNITY_*`). */
export const communityLimits = {
  titleMin: 5,
  titleMax: 150,
  bodyMax: 10_000,
  commentMax: 5_000,
  pageSize: { default: 20, max: 50 },
  commentPageSize: { default: 50, max: 100 },
  searchMax: 200,
  reportReasonMax: 500,
  moderationNoteMax: 500,
  /** Words on the admins' blocked list, and the length of one. */
  blockedWordsMax: 500,
  blockedWordMax: 60,
  /** A community suspension lasts 1 to 365 days. */
  suspensionDaysMax: 365,
  /** Accounts younger than this have posts and comments holding links held for review. */
  linkHoldAccountAgeHours: 24,
  /** A company's poll: 2 to 6 distinct options of up to 80 characters (decision 047). */
  pollOptionsMin: 2,
  pollOptionsMax: 6,
  pollOptionMax: 80,
  /** A company's photos: up to 4 a post, 10 MB each, re-encoded to fit 1600×1600. */
  photosPerPostMax: 4,
  photoMaxBytes: 10 * 1024 * 1024,
  photoMaxSide: 1600,
  /** A company's post is placed "From {company}" at the top of its category for this long. */
  featuredDays: 7,
} as const;

/** The file types a post's photo may be uploaded as (checked by their bytes). */
export const forumPhotoFileTypes = [fileTypes.png, fileTypes.jpeg, fileTypes.webp] as const;

/** The error codes of the forum's refusals, with the details a client reads. */
export const communityMessages = {
  coolingPeriod: (seconds: number) =>
    `Community posting is restricted for the first hour after a sign-in from a new device. Try again in ${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}.`,
  dailyPostLimit: (max: number) => `You can write ${max} posts a day. Try again tomorrow.`,
  dailyCommentLimit: (max: number) => `You can write ${max} comments a day. Try again tomorrow.`,
  suspended: (until: string) => `You are suspended from the community until ${until}.`,
  held: "Thanks! Your post is waiting for a moderator and will appear once it is approved.",
} as const;

const postIdParam = z.uuid({
  error: (issue) => (issue.input ? "Post not found" : "A post id is required."),
});
const commentIdParam = z.uuid({
  error: (issue) => (issue.input ? "Comment not found" : "A comment id is required."),
});
const photoIdParam = z.uuid({
  error: (issue) => (issue.input ? "Photo not found" : "A photo id is required."),
});
export const PostIdParamsSchema = z.object({ postId: postIdParam });
export const PhotoIdParamsSchema = z.object({ photoId: photoIdParam });
export const CommentIdParamsSchema = z.object({ commentId: commentIdParam });
export const CommunityUserIdParamsSchema = z.object({ userId: z.uuid("userId must be a UUID") });

/**
 * Where a post or comment stands: `visible` to everyone; `pending` held for a moderator (blocked
 * word, or a link from an account younger than a day); `hidden` by a moderator. Pending and hidden
 * content is shown to its author and to admins only.
 */
export const moderationStates = ["visible", "pending", "hidden"] as const;
export const ModerationStateSchema = z.enum(moderationStates);
export type ModerationState = z.infer<typeof ModerationStateSchema>;

/** Who wrote something, in public fields only: never an email. */
export const ForumAuthorSchema = z.object({
  /** The author's account id; null once the account is gone. */
  id: z.uuid().nullable(),
  /** "First L." for a person, the company's name for a company account, "Former member" once gone. */
  displayName: z.string(),
  kind: z.enum(["student", "team", "company", "former"]),
  /** A company's logo address (its profile's); null for everyone else and for a company without one. */
  logoUrl: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof ForumAuthorSchema>;

/** A company's poll on its post: one vote per user, final once cast (decision 047). */
export const ForumPollSchema = z.object({
  options: z.array(z.object({ id: z.uuid(), label: z.string(), voteCount: z.number().int() })),
  totalVotes: z.number().int(),
  /** The option the caller voted for; null before voting, for guests and on live events. */
  myVote: z.uuid().nullable(),
});
export type ForumPoll = z.infer<typeof ForumPollSchema>;

/** A photo on a company's post, re-encoded on upload (EXIF gone) and served by its own address. */
export const ForumPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ForumPhoto = z.infer<typeof ForumPhotoSchema>;

/** A post in a list: what a category page shows. */
export const ForumPostSummarySchema = z.object({
  id: z.uuid(),
  category: ForumCategorySchema,
  title: z.string(),
  /** The body as plain text, cut to about 240 characters. */
  excerpt: z.string(),
  author: ForumAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  moderation: ModerationStateSchema,
  /** Whether the caller likes it (false for guests and on live events). */
  likedByMe: z.boolean(),
  hasPoll: z.boolean(),
  photoCount: z.number().int(),
});
export type ForumPostSummary = z.infer<typeof ForumPostSummarySchema>;

/** A post on its own page: the Markdown as written (for editing) and as safe HTML (for reading). */
export const ForumPostSchema = ForumPostSummarySchema.extend({
  body: z.string(),
  /** Rendered on the server: no raw HTML, links `rel="nofollow ugc noopener"` (decision 044). */
  bodyHtml: z.string(),
  poll: ForumPollSchema.nullable(),
  /** In the order they were added. */
  photos: z.array(ForumPhotoSchema),
});
export type ForumPost = z.infer<typeof ForumPostSchema>;

export const ForumCommentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  /** The comment this one replies to; replies are one level deep. */
  parentId: z.uuid().nullable(),
  body: z.string(),
  bodyHtml: z.string(),
  author: ForumAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likeCount: z.number().int(),
  moderation: ModerationStateSchema,
  likedByMe: z.boolean(),
});
export type ForumComment = z.infer<typeof ForumCommentSchema>;

export const ForumCategorySummarySchema = z.object({
  id: ForumCategorySchema,
  name: z.string(),
  /** Visible posts. */
  postCount: z.number().int(),
  /** The newest post or comment among its visible posts; null when it has none. */
  latestActivityAt: z.string().nullable(),
  latestPost: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export const ForumCategoriesSchema = z.object({ categories: z.array(ForumCategorySummarySchema) });
export type ForumCategorySummary = z.infer<typeof ForumCategorySummarySchema>;

export const forumSorts = ["new", "top"] as const;
export const ForumSortSchema = z.enum(forumSorts);
export type ForumSort = z.infer<typeof ForumSortSchema>;

/** An opaque position in a list, given back by the previous page. */
const cursor = text().min(1).max(200);

export const ForumPostListQuerySchema = z.object({
  category: ForumCategorySchema.optional(),
  sort: ForumSortSchema.default("new"),
  /** Full-text search across titles and bodies; with it, the best matches come first. */
  q: text().trim().max(communityLimits.searchMax).optional(),
  cursor: cursor.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(communityLimits.pageSize.max)
    .default(communityLimits.pageSize.default),
});
export type ForumPostListQuery = z.infer<typeof ForumPostListQuerySchema>;

export const ForumPostListSchema = z.object({
  /**
   * The "From {company}" placement: on the first page of one category (no search), the newest
   * visible company post of the last `featuredDays`; at most one. It is also in `posts` where it
   * falls, so a client shows it once.
   */
  featured: ForumPostSummarySchema.nullable(),
  posts: z.array(ForumPostSummarySchema),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ForumPostList = z.infer<typeof ForumPostListSchema>;

const title = text()
  .trim()
  .min(communityLimits.titleMin, `Title must be at least ${communityLimits.titleMin} characters`)
  .max(communityLimits.titleMax, `Title must be at most ${communityLimits.titleMax} characters`);
const postBody = text({ multiline: true })
  .trim()
  .min(1, "Write something before posting")
  .max(
    communityLimits.bodyMax,
    `Post must be at most ${communityLimits.bodyMax.toLocaleString("en-US")} characters`,
  );
const commentBody = text({ multiline: true })
  .trim()
  .min(1, "Write something before commenting")
  .max(
    communityLimits.commentMax,
    `Comment must be at most ${communityLimits.commentMax.toLocaleString("en-US")} characters`,
  );

const pollOption = text()
  .trim()
  .min(1, "A poll option cannot be empty")
  .max(communityLimits.pollOptionMax, `Keep each option to ${communityLimits.pollOptionMax} characters`);
/** A poll asks the post's title; company accounts only (others: 403). */
export const CreatePollSchema = z.object({
  options: z
    .array(pollOption)
    .min(communityLimits.pollOptionsMin, `A poll needs at least ${communityLimits.pollOptionsMin} options`)
    .max(communityLimits.pollOptionsMax, `A poll has at most ${communityLimits.pollOptionsMax} options`)
    .refine(
      (options) => new Set(options.map((option) => option.toLowerCase())).size === options.length,
      "Each poll option must be different",
    ),
});
export const CreateForumPostSchema = z.object({
  category: ForumCategorySchema,
  title,
  body: postBody,
  poll: CreatePollSchema.optional(),
});
export type CreateForumPost = z.infer<typeof CreateForumPostSchema>;
export const UpdateForumPostSchema = z
  .object({ category: ForumCategorySchema, title, body: postBody })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one of category, title and body");
export type UpdateForumPost = z.infer<typeof UpdateForumPostSchema>;

export const ForumCommentListQuerySchema = z.object({
  /** Comments after this position (oldest first); absent: from the first. */
  cursor: cursor.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(communityLimits.commentPageSize.max)
    .default(communityLimits.commentPageSize.default),
});
/** Comments oldest first; a reply always comes after the comment it answers. */
export const ForumCommentListSchema = z.object({
  comments: z.array(ForumCommentSchema),
  nextCursor: z.string().nullable(),
});
export type ForumCommentList = z.infer<typeof ForumCommentListSchema>;

export const CreateForumCommentSchema = z.object({
  body: commentBody,
  /** A top-level comment of the same post to reply to; a reply to a reply is refused (one level). */
  parentId: z.uuid("parentId must be a comment id").optional(),
});
export type CreateForumComment = z.infer<typeof CreateForumCommentSchema>;
export const UpdateForumCommentSchema = z.object({ body: commentBody });

export const ForumLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });

/** A vote is final: the same option again changes nothing (200); another option is 409. */
export const ForumVoteSchema = z.object({ optionId: z.uuid("optionId must be one of the poll's options") });

/** A company's own post with what it drew: views (by others), likes, comments, poll results. */
export const CompanyForumPostSchema = ForumPostSummarySchema.extend({
  viewCount: z.number().int(),
  poll: ForumPollSchema.nullable(),
});
export type CompanyForumPost = z.infer<typeof CompanyForumPostSchema>;
export const CompanyForumPostsSchema = z.object({
  /** Newest first, at most 100, hidden and held ones included (marked). */
  posts: z.array(CompanyForumPostSchema),
  totals: z.object({
    posts: z.number().int(),
    views: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
  }),
});
export type CompanyForumPosts = z.infer<typeof CompanyForumPostsSchema>;

/** What the caller may do in the community now, from the server's clock (spec part 1 §6 cooling period). */
export const CommunityStandingSchema = z.object({
  canWrite: z.boolean(),
  /** End of the cooling period after a flagged sign-in; null when none runs. */
  coolingUntil: z.string().nullable(),
  coolingSecondsLeft: z.number().int(),
  /** End of a moderator's suspension; null when none runs. */
  suspendedUntil: z.string().nullable(),
  /** Posts and comments left in the current 24 hours; null: no daily limit (company accounts, staff). */
  postsLeftToday: z.number().int().nullable(),
  commentsLeftToday: z.number().int().nullable(),
  /** When the oldest counted post or comment leaves the 24 hours; null when nothing is counted. */
  limitResetsAt: z.string().nullable(),
  serverTime: z.string(),
});
export type CommunityStanding = z.infer<typeof CommunityStandingSchema>;

// Reports and moderation

export const reportTargetKinds = ["post", "comment"] as const;
export const ReportTargetKindSchema = z.enum(reportTargetKinds);
export const CreateForumReportSchema = z.object({
  targetKind: ReportTargetKindSchema,
  targetId: z.uuid("targetId must be a post or comment id"),
  reason: text({ multiline: true })
    .trim()
    .min(3, "Tell the moderators what is wrong (at least 3 characters)")
    .max(
      communityLimits.reportReasonMax,
      `Reason must be at most ${communityLimits.reportReasonMax} characters`,
    ),
});
export type CreateForumReport = z.infer<typeof CreateForumReportSchema>;
export const ForumReportReceiptSchema = z.object({ id: z.uuid(), createdAt: z.string() });

/** Why content is in the queue. */
export const queueReasons = ["reported", "blocked_word", "new_account_link"] as const;
export const QueueReasonSchema = z.enum(queueReasons);
export type QueueReason = z.infer<typeof QueueReasonSchema>;

/** One post or comment waiting for a moderator, with its open reports. */
export const ModerationItemSchema = z.object({
  targetKind: ReportTargetKindSchema,
  targetId: z.uuid(),
  /** The post itself, or the post a comment belongs to. */
  postId: z.uuid(),
  postTitle: z.string(),
  category: ForumCategorySchema,
  /** The text as written, and the author (with their account id, for a warning or a suspension). */
  body: z.string(),
  /** The text as the community pages show it: the server's sanitised Markdown rendering. */
  bodyHtml: z.string(),
  author: ForumAuthorSchema,
  authorSuspendedUntil: z.string().nullable(),
  moderation: ModerationStateSchema,
  reasons: z.array(QueueReasonSchema),
  /** The blocked words the text matched, when held for them. */
  matchedWords: z.array(z.string()),
  reports: z.array(
    z.object({ id: z.uuid(), reason: z.string(), reporterName: z.string(), createdAt: z.string() }),
  ),
  createdAt: z.string(),
  /** The oldest open report, or when it was held. */
  queuedAt: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerationQueueSchema = z.object({
  items: z.array(ModerationItemSchema),
  total: z.number().int(),
});

export const moderationActions = ["hide", "restore", "delete", "dismiss"] as const;
export const ModerationActionSchema = z.object({
  /** hide: shown to author and admins only; restore: visible again (also approves held content);
   * delete: gone for good; dismiss: the reports are closed and the content stays as it is. */
  action: z.enum(moderationActions),
  note: text({ multiline: true }).trim().max(communityLimits.moderationNoteMax).optional(),
});
export type ModerationAction = z.infer<typeof ModerationActionSchema>;
export const ModerationOutcomeSchema = z.object({
  targetKind: ReportTargetKindSchema,
  targetId: z.uuid(),
  moderation: ModerationStateSchema.nullable(),
  deleted: z.boolean(),
});

export const WarnUserSchema = z.object({
  message: text({ multiline: true }).trim().min(3).max(communityLimits.moderationNoteMax),
});
export const SuspendUserSchema = z.object({
  days: z.coerce.number().int().min(1).max(communityLimits.suspensionDaysMax),
  reason: text({ multiline: true }).trim().min(3).max(communityLimits.moderationNoteMax),
});
export const CommunitySuspensionSchema = z.object({
  userId: z.uuid(),
  suspendedUntil: z.string().nullable(),
});

export const BlockedWordsSchema = z.object({
  words: z
    .array(
      text()
        .trim()
        .toLowerCase()
        .min(2, "A blocked word has at least 2 characters")
        .max(communityLimits.blockedWordMax),
    )
    .max(communityLimits.blockedWordsMax),
});
export type BlockedWords = z.infer<typeof BlockedWordsSchema>;

export const communityEndpoints = {
  categories: defineEndpoint({
    method: "GET",
    path: "/api/community/categories",
    summary: "The forum's categories with their visible post counts and latest activity",
    tags: ["community"],
    response: ForumCategoriesSchema,
  }),
  listPosts: defineEndpoint({
    method: "GET",
    path: "/api/community/posts",
    summary: "Posts of a category (or all), newest or top first, or a full-text search; paged by cursor",
    tags: ["community"],
    query: ForumPostListQuerySchema,
    response: ForumPostListSchema,
  }),
  createPost: defineEndpoint({
    method: "POST",
    path: "/api/community/posts",
    summary: "Write a post (students: daily limit and cooling period)",
    tags: ["community"],
    body: CreateForumPostSchema,
    response: ForumPostSchema,
  }),
  getPost: defineEndpoint({
    method: "GET",
    path: "/api/community/posts/{postId}",
    summary: "One post with its rendered body",
    tags: ["community"],
    params: PostIdParamsSchema,
    response: ForumPostSchema,
  }),
  updatePost: defineEndpoint({
    method: "PATCH",
    path: "/api/community/posts/{postId}",
    summary: "Edit one's own post",
    tags: ["community"],
    params: PostIdParamsSchema,
    body: UpdateForumPostSchema,
    response: ForumPostSchema,
  }),
  deletePost: defineEndpoint({
    method: "DELETE",
    path: "/api/community/posts/{postId}",
    summary: "Delete one's own post and its comments",
    tags: ["community"],
    params: PostIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  likePost: defineEndpoint({
    method: "PUT",
    path: "/api/community/posts/{postId}/like",
    summary: "Like a post (once per user; repeating changes nothing)",
    tags: ["community"],
    params: PostIdParamsSchema,
    response: ForumLikeSchema,
  }),
  unlikePost: defineEndpoint({
    method: "DELETE",
    path: "/api/community/posts/{postId}/like",
    summary: "Take back a like",
    tags: ["community"],
    params: PostIdParamsSchema,
    response: ForumLikeSchema,
  }),
  vote: defineEndpoint({
    method: "PUT",
    path: "/api/community/posts/{postId}/poll/vote",
    summary: "Vote in a post's poll (one vote per user, final)",
    tags: ["community"],
    params: PostIdParamsSchema,
    body: ForumVoteSchema,
    response: ForumPollSchema,
  }),
  uploadPhoto: defineUploadEndpoint({
    method: "POST",
    path: "/api/community/posts/{postId}/photos",
    summary: "Add a photo to one's own post (company accounts; re-encoded, metadata removed)",
    tags: ["community"],
    params: PostIdParamsSchema,
    upload: { field: "file", maxBytes: communityLimits.photoMaxBytes, accept: forumPhotoFileTypes },
    response: ForumPhotoSchema,
  }),
  deletePhoto: defineEndpoint({
    method: "DELETE",
    path: "/api/community/photos/{photoId}",
    summary: "Remove a photo from one's own post",
    tags: ["community"],
    params: PhotoIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  photo: defineDownloadEndpoint({
    method: "GET",
    path: "/api/community/photos/{photoId}",
    summary: "A post's photo, to whoever may read the post",
    tags: ["community"],
    params: PhotoIdParamsSchema,
    download: { contentType: "image/webp" },
  }),
  companyPosts: defineEndpoint({
    method: "GET",
    path: "/api/company/community/posts",
    summary: "The signed-in company's posts with their views, likes, comments and poll results",
    tags: ["community", "company-profiles"],
    response: CompanyForumPostsSchema,
  }),
  listComments: defineEndpoint({
    method: "GET",
    path: "/api/community/posts/{postId}/comments",
    summary: "A post's comments and replies, oldest first, paged by cursor",
    tags: ["community"],
    params: PostIdParamsSchema,
    query: ForumCommentListQuerySchema,
    response: ForumCommentListSchema,
  }),
  createComment: defineEndpoint({
    method: "POST",
    path: "/api/community/posts/{postId}/comments",
    summary: "Comment on a post, or reply to a top-level comment",
    tags: ["community"],
    params: PostIdParamsSchema,
    body: CreateForumCommentSchema,
    response: ForumCommentSchema,
  }),
  updateComment: defineEndpoint({
    method: "PATCH",
    path: "/api/community/comments/{commentId}",
    summary: "Edit one's own comment",
    tags: ["community"],
    params: CommentIdParamsSchema,
    body: UpdateForumCommentSchema,
    response: ForumCommentSchema,
  }),
  deleteComment: defineEndpoint({
    method: "DELETE",
    path: "/api/community/comments/{commentId}",
    summary: "Delete one's own comment and its replies",
    tags: ["community"],
    params: CommentIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  likeComment: defineEndpoint({
    method: "PUT",
    path: "/api/community/comments/{commentId}/like",
    summary: "Like a comment",
    tags: ["community"],
    params: CommentIdParamsSchema,
    response: ForumLikeSchema,
  }),
  unlikeComment: defineEndpoint({
    method: "DELETE",
    path: "/api/community/comments/{commentId}/like",
    summary: "Take back a like on a comment",
    tags: ["community"],
    params: CommentIdParamsSchema,
    response: ForumLikeSchema,
  }),
  standing: defineEndpoint({
    method: "GET",
    path: "/api/community/standing",
    summary: "Whether the caller may write now: cooling period, suspension, what is left of the daily limits",
    tags: ["community"],
    response: CommunityStandingSchema,
  }),
  report: defineEndpoint({
    method: "POST",
    path: "/api/community/reports",
    summary: "Report a post or comment to the moderators (once per user and target)",
    tags: ["community"],
    body: CreateForumReportSchema,
    response: ForumReportReceiptSchema,
  }),
  queue: defineEndpoint({
    method: "GET",
    path: "/api/admin/community/queue",
    summary: "Reported and held posts and comments, oldest first",
    tags: ["community", "admin"],
    response: ModerationQueueSchema,
  }),
  moderatePost: defineEndpoint({
    method: "POST",
    path: "/api/admin/community/posts/{postId}/moderation",
    summary: "Hide, restore, delete a post or dismiss its reports",
    tags: ["community", "admin"],
    params: PostIdParamsSchema,
    body: ModerationActionSchema,
    response: ModerationOutcomeSchema,
  }),
  moderateComment: defineEndpoint({
    method: "POST",
    path: "/api/admin/community/comments/{commentId}/moderation",
    summary: "Hide, restore, delete a comment or dismiss its reports",
    tags: ["community", "admin"],
    params: CommentIdParamsSchema,
    body: ModerationActionSchema,
    response: ModerationOutcomeSchema,
  }),
  warnUser: defineEndpoint({
    method: "POST",
    path: "/api/admin/community/users/{userId}/warning",
    summary: "Warn an author: a notification they read",
    tags: ["community", "admin"],
    params: CommunityUserIdParamsSchema,
    body: WarnUserSchema,
    response: z.object({ warned: z.literal(true) }),
  }),
  suspendUser: defineEndpoint({
    method: "PUT",
    path: "/api/admin/community/users/{userId}/suspension",
    summary: "Suspend an author from writing in the community for a number of days",
    tags: ["community", "admin"],
    params: CommunityUserIdParamsSchema,
    body: SuspendUserSchema,
    response: CommunitySuspensionSchema,
  }),
  liftSuspension: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/community/users/{userId}/suspension",
    summary: "End an author's community suspension",
    tags: ["community", "admin"],
    params: CommunityUserIdParamsSchema,
    response: CommunitySuspensionSchema,
  }),
  blockedWords: defineEndpoint({
    method: "GET",
    path: "/api/admin/community/blocked-words",
    summary: "The words that hold a post or comment for review",
    tags: ["community", "admin"],
    response: BlockedWordsSchema,
  }),
  setBlockedWords: defineEndpoint({
    method: "PUT",
    path: "/api/admin/community/blocked-words",
    summary: "Replace the blocked-word list",
    tags: ["community", "admin"],
    body: BlockedWordsSchema,
    response: BlockedWordsSchema,
  }),
} as const;

/** Realtime topics a viewer subscribes to: new posts of a category, new comments of a post. */
export const communityTopics = {
  category: (category: ForumCategory) => `community:category:${category}`,
  post: (postId: string) => `community:post:${postId}`,
} as const;
const topicPattern = new RegExp(
  `^community:(?:category:(?:${forumCategories.join("|")})|post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
);
/** True for a topic of the community (public content only). */
export function isCommunityTopic(topic: string): boolean {
  return topicPattern.test(topic);
}
