import { forumCategories } from "@meridian/contract";
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  auditEvents,
  communityMembers,
  forumBlockedWords,
  forumCommentLikes,
  forumComments,
  forumPostLikes,
  forumPosts,
  users,
} from "../../db/schema/index.js";

const author = alias(users, "author");

/** Who wrote a row, in the fields the presenter may show (never an email). */
export interface AuthorFields {
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorType: string | null;
}

/** A post as the service decides on it and the presenter shows it. */
export type PostWithAuthor = Omit<typeof forumPosts.$inferSelect, "searchVector"> &
  AuthorFields & { likedByMe: boolean };
export type CommentWithAuthor = typeof forumComments.$inferSelect & AuthorFields & { likedByMe: boolean };

/** Who reads: their id (for likedByMe and their own held content) and whether they see everything (admins). */
export interface Viewer {
  userId: string | null;
  seesAll: boolean;
}

const authorColumns = {
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  authorType: author.userType,
};

function postColumns(viewerId: string | null) {
  const { searchVector: _searchVector, ...columns } = forumPosts;
  return {
    id: columns.id,
    category: columns.category,
    authorId: columns.authorId,
    title: columns.title,
    body: columns.body,
    bodyHtml: columns.bodyHtml,
    excerpt: columns.excerpt,
    moderation: columns.moderation,
    holdReasons: columns.holdReasons,
    matchedWords: columns.matchedWords,
    likeCount: columns.likeCount,
    commentCount: columns.commentCount,
    lastActivityAt: columns.lastActivityAt,
    createdAt: columns.createdAt,
    editedAt: columns.editedAt,
    viewCount: columns.viewCount,
    hasPoll: columns.hasPoll,
    photoCount: columns.photoCount,
    featuredUntil: columns.featuredUntil,
    ...authorColumns,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${forumPostLikes} where ${forumPostLikes.postId} = ${forumPosts.id} and ${forumPostLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

function commentColumns(viewerId: string | null) {
  return {
    id: forumComments.id,
    postId: forumComments.postId,
    parentId: forumComments.parentId,
    authorId: forumComments.authorId,
    body: forumComments.body,
    bodyHtml: forumComments.bodyHtml,
    moderation: forumComments.moderation,
    holdReasons: forumComments.holdReasons,
    matchedWords: forumComments.matchedWords,
    likeCount: forumComments.likeCount,
    createdAt: forumComments.createdAt,
    editedAt: forumComments.editedAt,
    ...authorColumns,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${forumCommentLikes} where ${forumCommentLikes.commentId} = ${forumComments.id} and ${forumCommentLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

/** Rows a viewer may see: visible ones, their own, or all of them for an admin. */
function seenBy(viewer: Viewer, moderation: typeof forumPosts.moderation | typeof forumComments.moderation) {
  if (viewer.seesAll) return undefined;
  const authorColumn = moderation === forumPosts.moderation ? forumPosts.authorId : forumComments.authorId;
  return viewer.userId
    ? or(eq(moderation, "visible"), eq(authorColumn, viewer.userId))
    : eq(moderation, "visible");
}

export async function findPost(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<PostWithAuthor | undefined> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .leftJoin(author, eq(author.id, forumPosts.authorId))
    .where(eq(forumPosts.id, id))
    .limit(1);
  return row;
}

export async function findComment(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<CommentWithAuthor | undefined> {
  const [row] = await db
    .select(commentColumns(viewerId))
    .from(forumComments)
    .leftJoin(author, eq(author.id, forumComments.authorId))
    .where(eq(forumComments.id, id))
    .limit(1);
  return row;
}

/** Where a page of posts starts after: the previous page's last row in the list's order. */
export type PostPosition =
  | { sort: "new"; id: string }
  | { sort: "top"; likeCount: number; id: string }
  | { sort: "search"; rank: number; id: string };

export interface PostPageOptions {
  category?: string;
  sort: "new" | "top";
  q?: string;
  after?: PostPosition;
  limit: number;
}

/**
 * The ids of up to `limit + 1` posts in the list's order, read by index: one ordered branch per
 * moderation state the viewer may see (visible: everyone's; pending and hidden: an admin's all, a
 * member's own), each on (category, moderation, …) or (moderation, id), then merged. An `or` over
 * the states would read a whole category before sorting it.
 */
function pageIdsByIndex(viewer: Viewer, options: PostPageOptions): SQL | undefined {
  const after = options.after;
  const branches = (["visible", "pending", "hidden"] as const).flatMap((state) => {
    if (state !== "visible" && !viewer.seesAll && !viewer.userId) return [];
    const conditions = and(
      options.category ? eq(forumPosts.category, options.category) : undefined,
      eq(forumPosts.moderation, state),
      state !== "visible" && !viewer.seesAll && viewer.userId
        ? eq(forumPosts.authorId, viewer.userId)
        : undefined,
      after?.sort === "new" ? sql`${forumPosts.id} < ${after.id}` : undefined,
      after?.sort === "top"
        ? sql`(${forumPosts.likeCount}, ${forumPosts.id}) < (${after.likeCount}, ${after.id}::uuid)`
        : undefined,
    );
    // "nulls last" as the indexes are declared (the columns hold no nulls): a plain "desc" is
    // "nulls first" and would not read them in order.
    const order =
      options.sort === "top"
        ? sql`${forumPosts.likeCount} desc nulls last, ${forumPosts.id} desc nulls last`
        : sql`${forumPosts.id} desc nulls last`;
    return [
      sql`(select ${forumPosts.id} from ${forumPosts} where ${conditions} order by ${order} limit ${options.limit + 1})`,
    ];
  });
  return branches.length > 0 ? sql.join(branches, sql` union all `) : undefined;
}

/** Up to `limit + 1` posts in the list's order, with each row's search rank when searching. */
export async function pageOfPosts(
  db: Db,
  viewer: Viewer,
  options: PostPageOptions,
): Promise<(PostWithAuthor & { rank: number | null })[]> {
  const query = options.q ? sql`websearch_to_tsquery('english', ${options.q})` : undefined;
  const rank = query ? sql<number>`ts_rank(${forumPosts.searchVector}, ${query})::float8` : undefined;
  const conditions: (SQL | undefined)[] = [];
  if (query && rank) {
    conditions.push(
      options.category ? eq(forumPosts.category, options.category) : undefined,
      seenBy(viewer, forumPosts.moderation),
      sql`${forumPosts.searchVector} @@ ${query}`,
    );
    if (options.after?.sort === "search")
      conditions.push(
        sql`(${rank}, ${forumPosts.id}) < (${options.after.rank}::float8, ${options.after.id}::uuid)`,
      );
  } else {
    conditions.push(sql`${forumPosts.id} in (${pageIdsByIndex(viewer, options)})`);
  }
  const order = rank
    ? [desc(rank), desc(forumPosts.id)]
    : options.sort === "top"
      ? [desc(forumPosts.likeCount), desc(forumPosts.id)]
      : [desc(forumPosts.id)];
  const rows = await db
    .select({ ...postColumns(viewer.userId), rank: rank ?? sql<null>`null` })
    .from(forumPosts)
    .leftJoin(author, eq(author.id, forumPosts.authorId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit + 1);
  // The driver may answer a float8 as a string (pg) or a number (PGlite).
  return rows.map((row) => ({ ...row, rank: row.rank === null ? null : Number(row.rank) }));
}

/** Up to `limit + 1` comments of a post after `afterId`, oldest first. */
export async function pageOfComments(
  db: Db,
  viewer: Viewer,
  postId: string,
  options: { afterId?: string; limit: number },
): Promise<CommentWithAuthor[]> {
  return db
    .select(commentColumns(viewer.userId))
    .from(forumComments)
    .leftJoin(author, eq(author.id, forumComments.authorId))
    .where(
      and(
        eq(forumComments.postId, postId),
        seenBy(viewer, forumComments.moderation),
        options.afterId ? gt(forumComments.id, options.afterId) : undefined,
      ),
    )
    .orderBy(asc(forumComments.id))
    .limit(options.limit + 1);
}

export interface CategoryRow {
  category: string;
  postCount: number;
  latestActivityAt: Date | null;
  latestPostId: string | null;
  latestPostTitle: string | null;
}

/** Every category in the spec's order with its visible posts' count and most recently active post: one query. */
export async function categorySummaries(db: Db): Promise<CategoryRow[]> {
  const list = sql.raw(`array[${forumCategories.map((c) => `'${c}'`).join(", ")}]::text[]`);
  const result = await db.execute(sql`
    select c.category, counted.post_count, latest.last_activity_at as latest_activity_at,
           latest.id as latest_post_id, latest.title as latest_post_title
    from unnest(${list}) with ordinality as c(category, position)
    cross join lateral (
      select count(*)::int as post_count from ${forumPosts}
      where ${forumPosts.category} = c.category and ${forumPosts.moderation} = 'visible'
    ) counted
    left join lateral (
      select ${forumPosts.id}, ${forumPosts.title}, ${forumPosts.lastActivityAt} as last_activity_at
      from ${forumPosts}
      where ${forumPosts.category} = c.category and ${forumPosts.moderation} = 'visible'
      order by ${forumPosts.lastActivityAt} desc, ${forumPosts.id} desc
      limit 1
    ) latest on true
    order by c.position`);
  const { rows } = result as unknown as {
    rows: {
      category: string;
      post_count: number | string;
      latest_activity_at: Date | string | null;
      latest_post_id: string | null;
      latest_post_title: string | null;
    }[];
  };
  return rows.map((row) => ({
    category: row.category,
    postCount: Number(row.post_count),
    latestActivityAt: row.latest_activity_at === null ? null : new Date(row.latest_activity_at),
    latestPostId: row.latest_post_id,
    latestPostTitle: row.latest_post_title,
  }));
}

export async function insertPost(db: Db, values: typeof forumPosts.$inferInsert): Promise<void> {
  await db.insert(forumPosts).values(values);
}

export async function updatePostRow(
  db: Db,
  id: string,
  changes: Partial<typeof forumPosts.$inferInsert>,
): Promise<void> {
  await db.update(forumPosts).set(changes).where(eq(forumPosts.id, id));
}

export async function deletePostRow(db: Db, id: string): Promise<void> {
  await db.delete(forumPosts).where(eq(forumPosts.id, id));
}

export async function insertComment(db: Db, values: typeof forumComments.$inferInsert): Promise<void> {
  await db.insert(forumComments).values(values);
}

export async function updateCommentRow(
  db: Db,
  id: string,
  changes: Partial<typeof forumComments.$inferInsert>,
): Promise<void> {
  await db.update(forumComments).set(changes).where(eq(forumComments.id, id));
}

/** Deletes a comment and its replies. */
export async function deleteCommentRow(db: Db, id: string): Promise<void> {
  await db.delete(forumComments).where(or(eq(forumComments.id, id), eq(forumComments.parentId, id)));
}

/** Locks a post's row until the transaction ends, so its counts are recomputed one writer at a time. */
export async function lockPost(db: Db, id: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from ${forumPosts} where ${forumPosts.id} = ${id} for update`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Recomputes a post's visible-comment count and last activity (its creation or newest visible
 * comment). Run in the transaction of any write that changes which of its comments are visible,
 * after `lockPost`.
 */
export async function recountPost(db: Db, postId: string): Promise<void> {
  await db.execute(sql`
    update ${forumPosts} set
      comment_count = (select count(*)::int from ${forumComments}
                       where ${forumComments.postId} = ${postId} and ${forumComments.moderation} = 'visible'),
      last_activity_at = greatest(${forumPosts.createdAt}, coalesce(
        (select max(${forumComments.createdAt}) from ${forumComments}
         where ${forumComments.postId} = ${postId} and ${forumComments.moderation} = 'visible'),
        ${forumPosts.createdAt}))
    where ${forumPosts.id} = ${postId}`);
}

/** A top-level comment of the post, or undefined. */
export async function findTopLevelComment(
  db: Db,
  postId: string,
  commentId: string,
): Promise<typeof forumComments.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(forumComments)
    .where(
      and(eq(forumComments.id, commentId), eq(forumComments.postId, postId), isNull(forumComments.parentId)),
    )
    .limit(1);
  return row;
}

// Likes: the table's primary key keeps one per user and target; the count moves only when a row
// was really added or removed, in the same transaction.

export async function addPostLike(db: Db, postId: string, userId: string): Promise<number> {
  const added = await db.insert(forumPostLikes).values({ postId, userId }).onConflictDoNothing().returning();
  return likeCountAfter(db, "post", postId, added.length);
}

export async function removePostLike(db: Db, postId: string, userId: string): Promise<number> {
  const removed = await db
    .delete(forumPostLikes)
    .where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId)))
    .returning();
  return likeCountAfter(db, "post", postId, -removed.length);
}

export async function addCommentLike(db: Db, commentId: string, userId: string): Promise<number> {
  const added = await db
    .insert(forumCommentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning();
  return likeCountAfter(db, "comment", commentId, added.length);
}

export async function removeCommentLike(db: Db, commentId: string, userId: string): Promise<number> {
  const removed = await db
    .delete(forumCommentLikes)
    .where(and(eq(forumCommentLikes.commentId, commentId), eq(forumCommentLikes.userId, userId)))
    .returning();
  return likeCountAfter(db, "comment", commentId, -removed.length);
}

async function likeCountAfter(db: Db, kind: "post" | "comment", id: string, change: number): Promise<number> {
  const table = kind === "post" ? forumPosts : forumComments;
  const rows =
    change === 0
      ? await db.select({ likeCount: table.likeCount }).from(table).where(eq(table.id, id))
      : await db
          .update(table)
          .set({ likeCount: sql`${table.likeCount} + ${change}` })
          .where(eq(table.id, id))
          .returning({ likeCount: table.likeCount });
  return rows[0]?.likeCount ?? 0;
}

export async function listBlockedWords(db: Db): Promise<string[]> {
  const rows = await db.select({ word: forumBlockedWords.word }).from(forumBlockedWords);
  return rows.map((row) => row.word);
}

export async function findMember(
  db: Db,
  userId: string,
): Promise<typeof communityMembers.$inferSelect | undefined> {
  const [row] = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId)).limit(1);
  return row;
}

/** Starts (or restarts) a member's cooling period. */
export async function setCoolingUntil(db: Db, userId: string, until: Date, now: Date): Promise<void> {
  await db
    .insert(communityMembers)
    .values({ userId, coolingUntil: until, updatedAt: now })
    .onConflictDoUpdate({ target: communityMembers.userId, set: { coolingUntil: until, updatedAt: now } });
}

export async function findAccountCreatedAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}

/** Serializes one user's forum writes until the transaction ends (the daily limits' check-then-write). */
export async function lockWriter(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`community.writes:${userId}`}, 0))`);
}

/** Each audited write since `since`, with its kind, oldest first. */
export async function writesByKindSince(
  db: Db,
  userId: string,
  actions: string[],
  since: Date,
): Promise<{ action: string; createdAt: Date }[]> {
  return db
    .select({ action: auditEvents.action, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.actorUserId, userId),
        gt(auditEvents.createdAt, since),
        inArray(auditEvents.action, actions),
      ),
    )
    .orderBy(asc(auditEvents.createdAt));
}

/** An author's newest posts in any moderation state (the company's own dashboard, decision 047). */
export async function newestPostsByAuthor(
  db: Db,
  authorId: string,
  limit: number,
): Promise<PostWithAuthor[]> {
  return db
    .select(postColumns(authorId))
    .from(forumPosts)
    .leftJoin(author, eq(author.id, forumPosts.authorId))
    .where(eq(forumPosts.authorId, authorId))
    .orderBy(desc(forumPosts.id))
    .limit(limit);
}
