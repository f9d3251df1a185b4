import { type ForumCategory, forumCategories, type ModerationState } from "@meridian/contract";
import { and, asc, desc, eq, gt, inArray, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { selectRows, selectsAny } from "../../db/rows.js";
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
import { type AuthorFields, authorColumns, authorJoins } from "./forum-authors.js";

const { account: author, profile: authorProfile } = authorJoins;

/** A post as the service decides on it and the presenter shows it. */
export type PostWithAuthor = Omit<typeof forumPosts.$inferSelect, "searchVector"> &
  AuthorFields & { likedByMe: boolean };
/** The columns only a post's own page needs: a list leaves them in the database (bodies up to 10,000 characters). */
type PageOnlyColumn = "body" | "bodyHtml" | "holdReasons" | "matchedWords";
/** A post as a list shows it. */
export type PostSummaryWithAuthor = Omit<PostWithAuthor, PageOnlyColumn>;
export type CommentWithAuthor = typeof forumComments.$inferSelect & AuthorFields & { likedByMe: boolean };

/** Who reads: their id (for likedByMe and their own held content) and whether they see everything (admins). */
export interface Viewer {
  userId: string | null;
  seesAll: boolean;
}

/** A viewer's id as a query takes it: a value, a prepared statement's placeholder, or none (a guest). */
type ViewerParam = string | Placeholder | null;

function postColumns(viewerId: ViewerParam) {
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

function commentColumns(viewerId: ViewerParam) {
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

/** A post's columns for a list: without its body, source and rendered. */
function postSummaryColumns(viewerId: ViewerParam) {
  const {
    body: _body,
    bodyHtml: _bodyHtml,
    holdReasons: _holdReasons,
    matchedWords: _matchedWords,
    ...columns
  } = postColumns(viewerId);
  return columns;
}

/** Rows a viewer may see: visible ones, their own, or all of them for an admin. */
function seenBy(
  viewer: Viewer,
  moderation: typeof forumPosts.moderation | typeof forumComments.moderation,
  viewerId: ViewerParam = viewer.userId,
) {
  if (viewer.seesAll) return undefined;
  const authorColumn = moderation === forumPosts.moderation ? forumPosts.authorId : forumComments.authorId;
  // The state is written into the text (a constant of the query's shape), not bound: see limitOf.
  const visible = sql`${moderation} = 'visible'`;
  return viewer.userId && viewerId ? or(visible, eq(authorColumn, viewerId)) : visible;
}

/**
 * The forum's hot reads (a post, a category page, a page of comments) are prepared statements, one
 * per query shape, built once per database handle: building a query through the ORM and planning
 * it in PostgreSQL cost more than running it (decision 047's measurements). A transaction's handle
 * gets its own, so a statement never runs outside the transaction that asked for it.
 */
const statements = new WeakMap<Db, Map<string, unknown>>();
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * A page's size written into the statement rather than bound: with a bound limit PostgreSQL
 * estimates a generic plan as reading a tenth of the table, so it plans every execution again
 * (custom plans); with the number in the text the generic plan costs what a custom one does and is
 * kept after the first runs. The page sizes are the contract's (at most 51 rows), so a statement per
 * size is a few dozen at most.
 */
function limitOf(rows: number): SQL {
  if (!Number.isInteger(rows) || rows < 1 || rows > 1_000) throw new Error(`page size out of range: ${rows}`);
  return sql.raw(String(rows));
}

/** How a viewer's rows are filtered: a guest, a member (their own held content too), an admin. */
const viewerShape = (viewer: Viewer) => (viewer.seesAll ? "admin" : viewer.userId ? "member" : "guest");
const viewerParam = sql.placeholder("viewerId");

export async function findPost(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<PostWithAuthor | undefined> {
  const statement = prepared(db, viewerId ? "forum_post_for_member" : "forum_post", (name) =>
    db
      .select(postColumns(viewerId ? viewerParam : null))
      .from(forumPosts)
      .leftJoin(author, eq(author.id, forumPosts.authorId))
      .leftJoin(authorProfile, eq(authorProfile.userId, forumPosts.authorId))
      .where(eq(forumPosts.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, viewerId });
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
    .leftJoin(authorProfile, eq(authorProfile.userId, forumComments.authorId))
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
  category?: ForumCategory;
  sort: "new" | "top";
  q?: string;
  after?: PostPosition;
  limit: number;
  /** On a category's first page: also read its "From {company}" post, in the same query. */
  featuredAt?: { now: Date; featuredForMs: number };
}

/**
 * The ids of up to `limit + 1` posts in the list's order, read by index: one ordered branch per
 * moderation state the viewer may see (visible: everyone's; pending and hidden: an admin's all, a
 * member's own), each on (category, moderation, …) or (moderation, id), then merged. An `or` over
 * the states would read a whole category before sorting it.
 */
function pageIdsByIndex(viewer: Viewer, options: PostPageOptions): SQL | undefined {
  // Placeholders: the statement is prepared once per shape (see pageOfPosts).
  const after =
    options.after?.sort === "top"
      ? { sort: "top" as const, likeCount: sql.placeholder("afterLikeCount"), id: sql.placeholder("afterId") }
      : options.after?.sort === "new"
        ? { sort: "new" as const, id: sql.placeholder("afterId") }
        : undefined;
  const category = sql.placeholder("category");
  const take = limitOf(options.limit + 1);
  const branches = (["visible", "pending", "hidden"] as const).flatMap((state) => {
    if (state !== "visible" && !viewer.seesAll && !viewer.userId) return [];
    const conditions = and(
      options.category ? eq(forumPosts.category, category) : undefined,
      sql`${forumPosts.moderation} = ${sql.raw(`'${state}'`)}`,
      state !== "visible" && !viewer.seesAll && viewer.userId
        ? eq(forumPosts.authorId, viewerParam)
        : undefined,
      after?.sort === "new" ? sql`${forumPosts.id} < ${after.id}::uuid` : undefined,
      after?.sort === "top"
        ? sql`(${forumPosts.likeCount}, ${forumPosts.id}) < (${after.likeCount}::int, ${after.id}::uuid)`
        : undefined,
    );
    // "nulls last" as the indexes are declared (the columns hold no nulls): a plain "desc" is
    // "nulls first" and would not read them in order.
    const order =
      options.sort === "top"
        ? sql`${forumPosts.likeCount} desc nulls last, ${forumPosts.id} desc nulls last`
        : sql`${forumPosts.id} desc nulls last`;
    return [
      sql`(select ${forumPosts.id} from ${forumPosts} where ${conditions} order by ${order} limit ${take})`,
    ];
  });
  return branches.length > 0 ? sql.join(branches, sql` union all `) : undefined;
}

/** A page of posts, and the category's "From {company}" post when `featuredAt` asks for it. */
export interface PostPage {
  /** Up to `limit + 1` posts in the list's order, with each row's search rank when searching. */
  rows: (PostSummaryWithAuthor & { rank: number | null })[];
  featured: PostSummaryWithAuthor | undefined;
}

export async function pageOfPosts(db: Db, viewer: Viewer, options: PostPageOptions): Promise<PostPage> {
  if (!options.q) return pageOfPostsByIndex(db, viewer, options);
  // A search is not prepared: its plan depends on the words searched for.
  const query = sql`websearch_to_tsquery('english', ${options.q})`;
  const rank = sql<number>`ts_rank(${forumPosts.searchVector}, ${query})::float8`;
  const rows = await db
    .select({ ...postSummaryColumns(viewer.userId), rank })
    .from(forumPosts)
    .leftJoin(author, eq(author.id, forumPosts.authorId))
    .leftJoin(authorProfile, eq(authorProfile.userId, forumPosts.authorId))
    .where(
      and(
        options.category ? eq(forumPosts.category, options.category) : undefined,
        seenBy(viewer, forumPosts.moderation),
        sql`${forumPosts.searchVector} @@ ${query}`,
        options.after?.sort === "search"
          ? sql`(${rank}, ${forumPosts.id}) < (${options.after.rank}::float8, ${options.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(rank), desc(forumPosts.id))
    .limit(options.limit + 1);
  // The driver may answer a float8 as a string (pg) or a number (PGlite). A search has no placement.
  return { rows: rows.map((row) => ({ ...row, rank: Number(row.rank) })), featured: undefined };
}

/**
 * The id of the newest visible post of a category placed "From {company}" until after `now`
 * (decision 047), read by the partial index forum_posts_featured_idx (category, id desc). A
 * placement lasts from the post's creation and ids are time-ordered (UUID v7 of the creation), so
 * ids before `now - featuredFor` cannot hold a running one: that bound keeps the scan off the
 * expired ones. Placeholders: category, oldest, now.
 */
function featuredPostId(): SQL {
  return sql`(select ${forumPosts.id} from ${forumPosts}
    where ${forumPosts.category} = ${sql.placeholder("category")}
      and ${forumPosts.featuredUntil} is not null and ${forumPosts.moderation} = 'visible'
      and ${forumPosts.id} >= ${sql.placeholder("oldest")}::uuid
      and ${forumPosts.featuredUntil} > ${sql.placeholder("now")}::timestamptz
    order by ${forumPosts.id} desc limit 1)`;
}

/** The smallest UUID v7 of a time: every id made at or after it sorts at or after this one. */
function uuidFloorAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, "0").slice(-12);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}

/**
 * A page of posts without a search: a prepared statement per shape (viewer, sort, cursor,
 * category, placement). The category's "From {company}" post, when asked for, comes in the same
 * query (one more id in the page's union), flagged, so a category page costs one round trip.
 */
async function pageOfPostsByIndex(db: Db, viewer: Viewer, options: PostPageOptions): Promise<PostPage> {
  const withFeatured = options.featuredAt !== undefined && options.category !== undefined;
  const shape = [
    viewerShape(viewer),
    options.sort,
    options.after ? "after" : "first",
    options.category ? "category" : "all",
    ...(withFeatured ? ["featured"] : []),
    options.limit,
  ];
  const statement = prepared(db, `forum_posts_${shape.join("_")}`, (name) => {
    const pageIds = pageIdsByIndex(viewer, options) ?? sql`(select null::uuid where false)`;
    const ids = withFeatured ? sql`${pageIds} union all ${featuredPostId()}` : pageIds;
    return db
      .select({
        ...postSummaryColumns(viewer.userId ? viewerParam : null),
        featured: withFeatured ? sql<boolean>`${forumPosts.id} = ${featuredPostId()}` : sql<boolean>`false`,
      })
      .from(forumPosts)
      .leftJoin(author, eq(author.id, forumPosts.authorId))
      .leftJoin(authorProfile, eq(authorProfile.userId, forumPosts.authorId))
      .where(sql`${forumPosts.id} in (${ids})`)
      .orderBy(
        ...(options.sort === "top"
          ? [desc(forumPosts.likeCount), desc(forumPosts.id)]
          : [desc(forumPosts.id)]),
      )
      .limit(limitOf(options.limit + (withFeatured ? 2 : 1)) as unknown as number)
      .prepare(name);
  });
  const after = options.after;
  const found = await statement.execute({
    viewerId: viewer.userId,
    category: options.category,
    afterId: after?.id,
    afterLikeCount: after?.sort === "top" ? after.likeCount : undefined,
    oldest: options.featuredAt
      ? uuidFloorAt(options.featuredAt.now.getTime() - options.featuredAt.featuredForMs)
      : undefined,
    now: options.featuredAt?.now.toISOString(),
  });
  const strip = ({ featured: _featured, ...row }: (typeof found)[number]) => row;
  const featured = found.find((row) => row.featured);
  // The page is the first `limit + 1` rows either way: a placed post the page would not hold ranks
  // below every row of it (it is visible and in the category, so if it is not among the page's
  // best `limit + 1`, that many rows outrank it), so it can only be the one extra row.
  return {
    rows: found.slice(0, options.limit + 1).map((row) => ({ ...strip(row), rank: null })),
    featured: featured ? strip(featured) : undefined,
  };
}

/**
 * Up to `limit + 1` comments of a post after `afterId`, oldest first, with the post's author and
 * state (for the reader's policy check), in one query: the comments join their post. A page
 * without comments reads the post alone; `post` is undefined when there is no such post.
 */
export async function pageOfComments(
  db: Db,
  viewer: Viewer,
  postId: string,
  options: { afterId?: string; limit: number },
): Promise<{
  post: { authorId: string | null; moderation: ModerationState } | undefined;
  rows: CommentWithAuthor[];
}> {
  const shape = `${viewerShape(viewer)}_${options.afterId ? "after" : "first"}_${options.limit}`;
  const statement = prepared(db, `forum_comments_${shape}`, (name) =>
    db
      .select({
        ...commentColumns(viewer.userId ? viewerParam : null),
        postAuthorId: forumPosts.authorId,
        postModeration: forumPosts.moderation,
      })
      .from(forumComments)
      .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
      .leftJoin(author, eq(author.id, forumComments.authorId))
      .leftJoin(authorProfile, eq(authorProfile.userId, forumComments.authorId))
      .where(
        and(
          eq(forumComments.postId, sql.placeholder("postId")),
          seenBy(viewer, forumComments.moderation, viewerParam),
          options.afterId ? gt(forumComments.id, sql.placeholder("afterId")) : undefined,
        ),
      )
      .orderBy(asc(forumComments.id))
      .limit(limitOf(options.limit + 1) as unknown as number)
      .prepare(name),
  );
  const found = await statement.execute({
    postId,
    viewerId: viewer.userId,
    afterId: options.afterId,
  });
  const [first] = found;
  const post = first
    ? { authorId: first.postAuthorId, moderation: first.postModeration }
    : await findPost(db, postId, null);
  return {
    post: post && { authorId: post.authorId, moderation: post.moderation },
    rows: found.map(({ postAuthorId: _authorId, postModeration: _moderation, ...row }) => row),
  };
}

const CategorySummaryRowSchema = z.object({
  category: z.enum(forumCategories),
  post_count: z.coerce.number(),
  latest_activity_at: z.coerce.date().nullable(),
  latest_post_id: z.string().nullable(),
  latest_post_title: z.string().nullable(),
});

export interface CategoryRow {
  category: ForumCategory;
  postCount: number;
  latestActivityAt: Date | null;
  latestPostId: string | null;
  latestPostTitle: string | null;
}

/** Every category in the spec's order with its visible posts' count and most recently active post: one query. */
export async function categorySummaries(db: Db): Promise<CategoryRow[]> {
  const list = sql.raw(`array[${forumCategories.map((c) => `'${c}'`).join(", ")}]::text[]`);
  const rows = await selectRows(
    db,
    sql`
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
    order by c.position`,
    CategorySummaryRowSchema,
  );
  return rows.map((row) => ({
    category: row.category,
    postCount: row.post_count,
    latestActivityAt: row.latest_activity_at,
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
  return selectsAny(db, sql`select 1 from ${forumPosts} where ${forumPosts.id} = ${id} for update`);
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
    .leftJoin(authorProfile, eq(authorProfile.userId, forumPosts.authorId))
    .where(eq(forumPosts.authorId, authorId))
    .orderBy(desc(forumPosts.id))
    .limit(limit);
}
