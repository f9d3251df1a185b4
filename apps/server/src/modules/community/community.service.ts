import {
  type CommunityStanding,
  type CreateForumComment,
  type CreateForumPost,
  type communityEndpoints,
  communityLimits,
  communityMessages,
  communityTopics,
  type EndpointBody,
  type EndpointQuery,
  type ForumCategorySummary,
  type ForumComment,
  type ForumCommentList,
  type ForumPost,
  type ForumPostList,
  formatUtcDateTime,
  forumCategoryLabels,
  type ModerationState,
  type QueueReason,
  type UpdateForumPost,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { isUuid, newId } from "../../lib/ids.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { matchBlockedWords } from "./blocked-words.js";
import {
  canChangeContent,
  canSeeContent,
  canTakePart,
  isExemptFromHolds,
  isFeaturedAuthor,
  isHeldForNewAccountLinks,
  isHeldToStudentLimits,
  seesAllContent,
} from "./community.policy.js";
import { presentComment, presentPost, presentPostSummary } from "./community.presenter.js";
import {
  addCommentLike,
  addPostLike,
  categorySummaries,
  deleteCommentRow,
  deletePostRow,
  findAccountCreatedAt,
  findComment,
  findMember,
  findPost,
  findTopLevelComment,
  insertComment,
  insertPost,
  listBlockedWords,
  lockPost,
  lockWriter,
  type PostPosition,
  pageOfComments,
  pageOfPosts,
  recountPost,
  removeCommentLike,
  removePostLike,
  setCoolingUntil,
  updateCommentRow,
  updatePostRow,
  type Viewer,
  writesByKindSince,
} from "./community.repository.js";
import { mentionsLink, renderMarkdown } from "./markdown.js";
import { deleteStoredPhotos, notePostPhotosForDeletion, photosOf } from "./photos.service.js";
import { assertMayAddPoll, insertPoll, pollsOf } from "./polls.service.js";
import { postViewCounterOf } from "./post-views.counter.js";

type PostListQuery = EndpointQuery<typeof communityEndpoints.listPosts>;
type CommentListQuery = EndpointQuery<typeof communityEndpoints.listComments>;
type UpdateForumComment = EndpointBody<typeof communityEndpoints.updateComment>;

const DAY_MS = 24 * 3_600_000;
const actions = {
  postCreated: "community.post_created",
  postEdited: "community.post_edited",
  postDeleted: "community.post_deleted",
  commentCreated: "community.comment_created",
  commentEdited: "community.comment_edited",
  commentDeleted: "community.comment_deleted",
} as const;

function viewerOf(actor: Actor | null): Viewer {
  return { userId: actor?.userId ?? null, seesAll: seesAllContent(actor) };
}

// Cursors: an opaque base64url JSON of the previous page's last position in the list's order.

function encodeCursor(position: PostPosition | { sort: "comments"; id: string }): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

function badCursor(): never {
  throw new AppError("VALIDATION_ERROR", "This list position is not valid; start again from the first page", {
    field: "cursor",
  });
}

function decodeCursor(cursor: string, expected: PostPosition["sort"] | "comments"): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    badCursor();
  }
  if (typeof value !== "object" || value === null) badCursor();
  const position = value as Record<string, unknown>;
  if (position.sort !== expected || typeof position.id !== "string" || !isUuid(position.id)) badCursor();
  return position;
}

function postPosition(cursor: string, sort: PostPosition["sort"]): PostPosition {
  const position = decodeCursor(cursor, sort);
  const id = position.id as string;
  if (sort === "new") return { sort, id };
  const key = sort === "top" ? position.likeCount : position.rank;
  if (typeof key !== "number" || !Number.isFinite(key)) badCursor();
  if (sort === "top") {
    // like_count is a 32-bit integer: a forged larger value would not compare, it would fail.
    if (!Number.isInteger(key) || Math.abs(key) > 2_147_483_647) badCursor();
    return { sort, likeCount: key, id };
  }
  return { sort, rank: key, id };
}

/**
 * A post's comment count and last activity, set again from its visible comments: moderation calls
 * it when it hides, restores or deletes a comment (the caller holds the post's row lock).
 */
export { recountPost };

/** The nine categories with their visible posts' count and latest activity. A public read: it acts for nobody. */
export async function listCategories(ctx: AppContext): Promise<{ categories: ForumCategorySummary[] }> {
  const rows = await categorySummaries(ctx.db);
  return {
    categories: rows.map((row) => ({
      id: row.category,
      name: forumCategoryLabels[row.category],
      postCount: row.postCount,
      latestActivityAt: row.latestActivityAt?.toISOString() ?? null,
      latestPost:
        row.latestPostId && row.latestPostTitle !== null
          ? { id: row.latestPostId, title: row.latestPostTitle }
          : null,
    })),
  };
}

/**
 * A page of posts: newest or top first, or the best search matches first, with the end of its
 * "From {company}" placement (null without one): a kept copy of the page holds until then at most
 * (decision 053). A public read; what it shows a reader is the policy's visibility rule
 * (`canSeeContent`), applied in the query.
 */
export async function listPostsWithPlacement(
  ctx: AppContext,
  actor: Actor | null,
  query: PostListQuery,
): Promise<{ list: ForumPostList; placedUntil: Date | null }> {
  const q = query.q?.trim() || undefined;
  const sort: PostPosition["sort"] = q ? "search" : query.sort;
  const after = query.cursor ? postPosition(query.cursor, sort) : undefined;
  // The "From {company}" placement: on a category's first page, not in a search (decision 047).
  const placed = query.category !== undefined && !q && !after;
  const { rows, featured } = await pageOfPosts(ctx.db, viewerOf(actor), {
    category: query.category,
    sort: query.sort,
    q,
    after,
    limit: query.limit,
    featuredAt: placed ? { now: ctx.now(), featuredForMs: communityLimits.featuredDays * DAY_MS } : undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = encodeCursor(
      sort === "search"
        ? { sort, rank: last.rank ?? 0, id: last.id }
        : sort === "top"
          ? { sort, likeCount: last.likeCount, id: last.id }
          : { sort, id: last.id },
    );
  }
  return {
    list: {
      featured: featured ? presentPostSummary(featured) : null,
      posts: page.map(presentPostSummary),
      nextCursor,
    },
    placedUntil: featured?.featuredUntil ?? null,
  };
}

/** A read of a post's page counts as a view, unless its author reads it (decision 047). */
export function recordPostView(
  ctx: AppContext,
  actor: Actor | null,
  postId: string,
  authorId: string | null,
  origin: RequestOrigin,
): void {
  if (actor !== null && actor.userId === authorId) return;
  postViewCounterOf(ctx).record(postId, actor ? `user:${actor.userId}` : `ip:${origin.ip}`);
}

/**
 * A post on its own page, with its poll (the caller's vote) and photos. Given the request's
 * origin (the page's read), a read by anyone but the author counts as a view (decision 047).
 */
export async function getPost(
  ctx: AppContext,
  actor: Actor | null,
  postId: string,
  origin?: RequestOrigin,
): Promise<ForumPost> {
  const row = await findPost(ctx.db, postId, actor?.userId ?? null);
  authorize(row !== undefined && canSeeContent(actor, row), { notFound: "Post" });
  if (origin) recordPostView(ctx, actor, postId, row.authorId, origin);
  const poll = row.hasPoll
    ? ((await pollsOf(ctx.db, [postId], actor?.userId ?? null)).get(postId) ?? null)
    : null;
  const photos = row.photoCount > 0 ? await photosOf(ctx.db, postId) : [];
  return { ...presentPost(row), poll, photos };
}

/** A post's comments and replies, oldest first, as its reader may see them. */
export async function listComments(
  ctx: AppContext,
  actor: Actor | null,
  postId: string,
  query: CommentListQuery,
): Promise<ForumCommentList> {
  const afterId = query.cursor ? (decodeCursor(query.cursor, "comments").id as string) : undefined;
  // The post comes with its comments (one query); nothing is answered before the check.
  const { post, rows } = await pageOfComments(ctx.db, viewerOf(actor), postId, {
    afterId,
    limit: query.limit,
  });
  authorize(post !== undefined && canSeeContent(actor, post), { notFound: "Post" });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    comments: page.map(presentComment),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ sort: "comments", id: last.id }) : null,
  };
}

// Writing: suspension, cooling period, daily limits, holds.

/** Refuses a write by a suspended member (anyone) or a student in their cooling period. */
async function assertMayWrite(ctx: AppContext, actor: Actor): Promise<void> {
  const member = await findMember(ctx.db, actor.userId);
  const now = ctx.now();
  if (member?.suspendedUntil && member.suspendedUntil > now) {
    // The message says when as people read dates; the details keep the instant for a client.
    const message = communityMessages.suspended(formatUtcDateTime(member.suspendedUntil));
    throw new AppError("COMMUNITY_SUSPENDED", message, {
      details: { until: member.suspendedUntil.toISOString() },
    });
  }
  if (isHeldToStudentLimits(actor) && member?.coolingUntil && member.coolingUntil > now) {
    const secondsLeft = Math.ceil((member.coolingUntil.getTime() - now.getTime()) / 1000);
    throw new AppError("COOLING_PERIOD", communityMessages.coolingPeriod(secondsLeft), {
      details: { secondsLeft },
      retryAfterSeconds: secondsLeft,
    });
  }
}

interface DailyCount {
  posts: Date[];
  comments: Date[];
}

async function dailyWrites(ctx: AppContext, db: Db, userId: string): Promise<DailyCount> {
  const rows = await writesByKindSince(
    db,
    userId,
    [actions.postCreated, actions.commentCreated],
    new Date(ctx.now().getTime() - DAY_MS),
  );
  return {
    posts: rows.filter((row) => row.action === actions.postCreated).map((row) => row.createdAt),
    comments: rows.filter((row) => row.action === actions.commentCreated).map((row) => row.createdAt),
  };
}

/**
 * Refuses a student's write past the daily limit. Run in the write's transaction after
 * `lockWriter`, so two concurrent writes cannot both pass on the same count.
 */
async function assertUnderDailyLimit(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  kind: "post" | "comment",
): Promise<void> {
  if (!isHeldToStudentLimits(actor)) return;
  await lockWriter(tx, actor.userId);
  const counted = (await dailyWrites(ctx, tx, actor.userId))[kind === "post" ? "posts" : "comments"];
  const max = kind === "post" ? ctx.config.community.postsPerDay : ctx.config.community.commentsPerDay;
  if (counted.length < max) return;
  // A place frees up when the write that brings the count under the limit leaves the 24 hours.
  const freeing = counted[counted.length - max] ?? counted[0];
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((freeing?.getTime() ?? ctx.now().getTime()) + DAY_MS - ctx.now().getTime()) / 1000),
  );
  throw new AppError(
    "COMMUNITY_DAILY_LIMIT",
    kind === "post" ? communityMessages.dailyPostLimit(max) : communityMessages.dailyCommentLimit(max),
    { retryAfterSeconds, details: { limit: max, retryAfterSeconds } },
  );
}

interface ModerationFields {
  moderation: ModerationState;
  holdReasons: QueueReason[];
  matchedWords: string[];
}

interface Hold extends ModerationFields {
  moderation: "visible" | "pending";
}

/** Whether new or edited text waits for a moderator: a blocked word, or a link from a new account. */
async function holdFor(ctx: AppContext, actor: Actor, text: string, hasLink: boolean): Promise<Hold> {
  if (isExemptFromHolds(actor)) return { moderation: "visible", holdReasons: [], matchedWords: [] };
  const holdReasons: QueueReason[] = [];
  const matchedWords = matchBlockedWords(text, await listBlockedWords(ctx.db));
  if (matchedWords.length > 0) holdReasons.push("blocked_word");
  if (hasLink && isHeldForNewAccountLinks(actor)) {
    const createdAt = await findAccountCreatedAt(ctx.db, actor.userId);
    const youngerThan = communityLimits.linkHoldAccountAgeHours * 3_600_000;
    if (createdAt && ctx.now().getTime() - createdAt.getTime() < youngerThan)
      holdReasons.push("new_account_link");
  }
  return { moderation: holdReasons.length > 0 ? "pending" : "visible", holdReasons, matchedWords };
}

/** An edit keeps hidden content hidden and held content held; new reasons hold visible content. */
function stateAfterEdit(current: ModerationFields, hold: Hold): ModerationFields {
  if (current.moderation === "hidden")
    return { moderation: "hidden", holdReasons: current.holdReasons, matchedWords: hold.matchedWords };
  if (hold.moderation === "pending")
    return {
      moderation: "pending",
      holdReasons: [
        ...new Set([...(current.moderation === "pending" ? current.holdReasons : []), ...hold.holdReasons]),
      ],
      matchedWords: hold.matchedWords,
    };
  return {
    moderation: current.moderation,
    holdReasons: current.holdReasons,
    matchedWords: hold.matchedWords,
  };
}

/** Pushes a visible post to its category's topic (a new one, or one a moderator restored). */
export async function publishPost(ctx: AppContext, postId: string): Promise<void> {
  const row = await findPost(ctx.db, postId, null);
  if (row?.moderation !== "visible") return;
  await ctx.bus.publish({
    kind: "topic-message",
    topic: communityTopics.category(row.category),
    message: { type: "community_post", timestamp: new Date().toISOString(), data: presentPostSummary(row) },
  });
}

/** Pushes a visible comment of a visible post to the post's topic (new, or restored by a moderator). */
export async function publishComment(ctx: AppContext, commentId: string): Promise<void> {
  const row = await findComment(ctx.db, commentId, null);
  if (row?.moderation !== "visible") return;
  const post = await findPost(ctx.db, row.postId, null);
  if (post?.moderation !== "visible") return;
  await ctx.bus.publish({
    kind: "topic-message",
    topic: communityTopics.post(row.postId),
    message: { type: "community_comment", timestamp: new Date().toISOString(), data: presentComment(row) },
  });
}

export async function createPost(
  ctx: AppContext,
  caller: RequestContext,
  body: CreateForumPost,
): Promise<ForumPost> {
  authorize(canTakePart(caller.actor), "forbidden");
  assertMayAddPoll(caller.actor, body);
  await assertMayWrite(ctx, caller.actor);
  const rendered = renderMarkdown(body.body);
  const hold = await holdFor(
    ctx,
    caller.actor,
    `${body.title}\n${body.body}`,
    rendered.hasLink || mentionsLink(body.title),
  );
  const now = ctx.now();
  const id = newId(now.getTime());
  await ctx.db.transaction(async (tx) => {
    await assertUnderDailyLimit(ctx, tx, caller.actor, "post");
    await insertPost(tx, {
      id,
      category: body.category,
      authorId: caller.actor.userId,
      title: body.title,
      body: body.body,
      bodyHtml: rendered.html,
      excerpt: rendered.excerpt,
      ...hold,
      createdAt: now,
      lastActivityAt: now,
      hasPoll: body.poll !== undefined,
      featuredUntil: isFeaturedAuthor(caller.actor)
        ? new Date(now.getTime() + communityLimits.featuredDays * DAY_MS)
        : null,
    });
    await insertPoll(tx, id, body);
    await recordAudit(tx, caller, actions.postCreated, {
      subjectId: id,
      // The daily limit counts these events against the app's clock.
      at: now,
      details: { category: body.category, moderation: hold.moderation, holdReasons: hold.holdReasons },
    });
  });
  if (hold.moderation === "visible") await publishPost(ctx, id);
  return getPost(ctx, caller.actor, id);
}

/** Loads the actor's own post (another user's answers like an unknown id). */
async function ownPost(ctx: AppContext, actor: Actor, postId: string) {
  const row = await findPost(ctx.db, postId, actor.userId);
  authorize(row !== undefined && canChangeContent(actor, row), { notFound: "Post" });
  return row;
}

export async function updatePost(
  ctx: AppContext,
  caller: RequestContext,
  postId: string,
  body: UpdateForumPost,
): Promise<ForumPost> {
  const row = await ownPost(ctx, caller.actor, postId);
  await assertMayWrite(ctx, caller.actor);
  const title = body.title ?? row.title;
  const source = body.body ?? row.body;
  const rendered = renderMarkdown(source);
  const hold = await holdFor(
    ctx,
    caller.actor,
    `${title}\n${source}`,
    rendered.hasLink || mentionsLink(title),
  );
  await ctx.db.transaction(async (tx) => {
    await updatePostRow(tx, postId, {
      category: body.category ?? row.category,
      title,
      body: source,
      bodyHtml: rendered.html,
      excerpt: rendered.excerpt,
      ...stateAfterEdit(row, hold),
      editedAt: ctx.now(),
    });
    await recordAudit(tx, caller, actions.postEdited, {
      subjectId: postId,
      details: { fields: Object.keys(body) },
    });
  });
  return getPost(ctx, caller.actor, postId);
}

export async function deletePost(
  ctx: AppContext,
  caller: RequestContext,
  postId: string,
): Promise<{ deleted: true }> {
  const row = await ownPost(ctx, caller.actor, postId);
  const photoKeys = await ctx.db.transaction(async (tx) => {
    const keys = await notePostPhotosForDeletion(tx, postId);
    await deletePostRow(tx, postId);
    await recordAudit(tx, caller, actions.postDeleted, {
      subjectId: postId,
      details: { category: row.category, title: row.title },
    });
    return keys;
  });
  await deleteStoredPhotos(ctx, photoKeys);
  return { deleted: true };
}

/** Likes a post the actor can see; repeating it changes nothing. */
export async function likePost(ctx: AppContext, actor: Actor, postId: string, liked: boolean) {
  const row = await findPost(ctx.db, postId, actor.userId);
  authorize(row !== undefined && canSeeContent(actor, row) && canTakePart(actor), { notFound: "Post" });
  const likeCount = await ctx.db.transaction((tx) =>
    liked ? addPostLike(tx, postId, actor.userId) : removePostLike(tx, postId, actor.userId),
  );
  return { liked, likeCount };
}

export async function createComment(
  ctx: AppContext,
  caller: RequestContext,
  postId: string,
  body: CreateForumComment,
): Promise<ForumComment> {
  const post = await findPost(ctx.db, postId, caller.actor.userId);
  authorize(post !== undefined && canSeeContent(caller.actor, post) && canTakePart(caller.actor), {
    notFound: "Post",
  });
  if (body.parentId !== undefined) {
    const parent = await findTopLevelComment(ctx.db, postId, body.parentId);
    if (!parent || !canSeeContent(caller.actor, parent)) {
      throw new AppError("VALIDATION_ERROR", "parentId must be a top-level comment of this post", {
        field: "parentId",
      });
    }
  }
  await assertMayWrite(ctx, caller.actor);
  const rendered = renderMarkdown(body.body);
  const hold = await holdFor(ctx, caller.actor, body.body, rendered.hasLink);
  const now = ctx.now();
  const id = newId(now.getTime());
  await ctx.db.transaction(async (tx) => {
    await assertUnderDailyLimit(ctx, tx, caller.actor, "comment");
    if (!(await lockPost(tx, postId))) throw new AppError("NOT_FOUND", "Post not found");
    await insertComment(tx, {
      id,
      postId,
      parentId: body.parentId ?? null,
      authorId: caller.actor.userId,
      body: body.body,
      bodyHtml: rendered.html,
      ...hold,
      createdAt: now,
    });
    if (hold.moderation === "visible") await recountPost(tx, postId);
    await recordAudit(tx, caller, actions.commentCreated, {
      subjectId: id,
      at: now,
      details: { postId, moderation: hold.moderation, holdReasons: hold.holdReasons },
    });
  });
  if (hold.moderation === "visible") await publishComment(ctx, id);
  const row = await findComment(ctx.db, id, caller.actor.userId);
  if (!row) throw new AppError("NOT_FOUND", "Comment not found");
  return presentComment(row);
}

async function ownComment(ctx: AppContext, actor: Actor, commentId: string) {
  const row = await findComment(ctx.db, commentId, actor.userId);
  authorize(row !== undefined && canChangeContent(actor, row), { notFound: "Comment" });
  return row;
}

export async function updateComment(
  ctx: AppContext,
  caller: RequestContext,
  commentId: string,
  body: UpdateForumComment,
): Promise<ForumComment> {
  const row = await ownComment(ctx, caller.actor, commentId);
  await assertMayWrite(ctx, caller.actor);
  const rendered = renderMarkdown(body.body);
  const hold = await holdFor(ctx, caller.actor, body.body, rendered.hasLink);
  const next = stateAfterEdit(row, hold);
  await ctx.db.transaction(async (tx) => {
    await lockPost(tx, row.postId);
    await updateCommentRow(tx, commentId, {
      body: body.body,
      bodyHtml: rendered.html,
      ...next,
      editedAt: ctx.now(),
    });
    if (next.moderation !== row.moderation) await recountPost(tx, row.postId);
    await recordAudit(tx, caller, actions.commentEdited, {
      subjectId: commentId,
      details: { postId: row.postId },
    });
  });
  const updated = await findComment(ctx.db, commentId, caller.actor.userId);
  if (!updated) throw new AppError("NOT_FOUND", "Comment not found");
  return presentComment(updated);
}

export async function deleteComment(
  ctx: AppContext,
  caller: RequestContext,
  commentId: string,
): Promise<{ deleted: true }> {
  const row = await ownComment(ctx, caller.actor, commentId);
  await ctx.db.transaction(async (tx) => {
    await lockPost(tx, row.postId);
    await deleteCommentRow(tx, commentId);
    await recountPost(tx, row.postId);
    await recordAudit(tx, caller, actions.commentDeleted, {
      subjectId: commentId,
      details: { postId: row.postId },
    });
  });
  return { deleted: true };
}

/** Likes a comment the actor can see (on a post they can see); repeating it changes nothing. */
export async function likeComment(ctx: AppContext, actor: Actor, commentId: string, liked: boolean) {
  const row = await findComment(ctx.db, commentId, actor.userId);
  const post = row ? await findPost(ctx.db, row.postId, null) : undefined;
  authorize(
    row !== undefined &&
      post !== undefined &&
      canSeeContent(actor, row) &&
      canSeeContent(actor, post) &&
      canTakePart(actor),
    { notFound: "Comment" },
  );
  const likeCount = await ctx.db.transaction((tx) =>
    liked ? addCommentLike(tx, commentId, actor.userId) : removeCommentLike(tx, commentId, actor.userId),
  );
  return { liked, likeCount };
}

/** What the caller may do now: keyed on the actor's own id, there is no other user's to pass. */
export async function communityStanding(ctx: AppContext, actor: Actor): Promise<CommunityStanding> {
  authorize(canTakePart(actor), "forbidden");
  const now = ctx.now();
  const member = await findMember(ctx.db, actor.userId);
  const suspendedUntil = member?.suspendedUntil && member.suspendedUntil > now ? member.suspendedUntil : null;
  const coolingUntil =
    isHeldToStudentLimits(actor) && member?.coolingUntil && member.coolingUntil > now
      ? member.coolingUntil
      : null;
  const coolingSecondsLeft = coolingUntil ? Math.ceil((coolingUntil.getTime() - now.getTime()) / 1000) : 0;
  let postsLeftToday: number | null = null;
  let commentsLeftToday: number | null = null;
  let limitResetsAt: string | null = null;
  if (isHeldToStudentLimits(actor)) {
    const counted = await dailyWrites(ctx, ctx.db, actor.userId);
    postsLeftToday = Math.max(0, ctx.config.community.postsPerDay - counted.posts.length);
    commentsLeftToday = Math.max(0, ctx.config.community.commentsPerDay - counted.comments.length);
    const oldest = [counted.posts[0], counted.comments[0]]
      .filter((at): at is Date => at !== undefined)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    limitResetsAt = oldest ? new Date(oldest.getTime() + DAY_MS).toISOString() : null;
  }
  return {
    canWrite: suspendedUntil === null && coolingUntil === null,
    coolingUntil: coolingUntil?.toISOString() ?? null,
    coolingSecondsLeft,
    suspendedUntil: suspendedUntil?.toISOString() ?? null,
    postsLeftToday,
    commentsLeftToday,
    limitResetsAt,
    serverTime: now.toISOString(),
  };
}

/**
 * Starts a student's cooling period after a flagged sign-in (decision 044): a browser the account
 * never signed in from, its first sign-in included. Called by the sign-in (auth.service), for the
 * account, so a later sign-in from a known browser does not lift it. Other user types are never held.
 */
export async function startCoolingPeriod(
  ctx: AppContext,
  db: Db,
  user: { id: string; userType: string },
): Promise<void> {
  if (user.userType !== "customer") return;
  const now = ctx.now();
  await setCoolingUntil(db, user.id, new Date(now.getTime() + ctx.config.community.coolingPeriodMs), now);
}

/** Whether a student's cooling period runs now (for the sign-in answer's `coolingPeriod`). */
export async function isCooling(ctx: AppContext, db: Db, userId: string): Promise<boolean> {
  const member = await findMember(db, userId);
  return (
    member?.coolingUntil !== undefined && member.coolingUntil !== null && member.coolingUntil > ctx.now()
  );
}
