import type { ForumCategory, ModerationAction, ModerationState, QueueReason } from "@meridian/contract";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  communityMembers,
  forumBlockedWords,
  forumComments,
  forumPosts,
  forumReports,
  users,
} from "../../db/schema/index.js";
import { type AuthorFields, authorFieldsOf, authorJoins } from "../community/forum-authors.js";

/** A post or a comment, as reports and moderation name it. */
export type Target = { kind: "post"; id: string } | { kind: "comment"; id: string };

const reportTargetColumn = (target: Target) =>
  target.kind === "post" ? forumReports.postId : forumReports.commentId;
const targetTable = (target: Target) => (target.kind === "post" ? forumPosts : forumComments);

// Authors and reporters are read like everywhere in the forum (community.repository's joins), so
// the one presenter shows them; public names, never an email.
const { account: author, profile: authorProfile } = authorJoins;

const postFields = {
  id: forumPosts.id,
  authorId: forumPosts.authorId,
  title: forumPosts.title,
  category: forumPosts.category,
  moderation: forumPosts.moderation,
};
export type ModeratedPost = {
  id: string;
  authorId: string | null;
  title: string;
  category: ForumCategory;
  moderation: ModerationState;
};

/** A post's fields moderation decides on; `lock` holds the row until the caller's transaction ends. */
export async function findPost(
  db: Db,
  postId: string,
  options: { lock?: boolean } = {},
): Promise<ModeratedPost | undefined> {
  const query = db.select(postFields).from(forumPosts).where(eq(forumPosts.id, postId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

const commentFields = {
  id: forumComments.id,
  postId: forumComments.postId,
  parentId: forumComments.parentId,
  authorId: forumComments.authorId,
  moderation: forumComments.moderation,
  body: forumComments.body,
};
export type ModeratedComment = {
  id: string;
  postId: string;
  parentId: string | null;
  authorId: string | null;
  moderation: ModerationState;
  /** Quoted to its author when a moderator hides or deletes it. */
  body: string;
};

/** A comment's fields moderation decides on, with its post's. */
export async function findCommentWithPost(
  db: Db,
  commentId: string,
): Promise<{ comment: ModeratedComment; post: ModeratedPost } | undefined> {
  const [row] = await db
    .select({ comment: commentFields, post: postFields })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(eq(forumComments.id, commentId));
  return row;
}

/** A comment, locked until the caller's transaction ends. */
export async function lockComment(db: Db, commentId: string): Promise<ModeratedComment | undefined> {
  const [row] = await db
    .select(commentFields)
    .from(forumComments)
    .where(eq(forumComments.id, commentId))
    .for("update");
  return row;
}

export interface ReportRow {
  id: string;
  createdAt: Date;
}

/**
 * Stores a report unless the reporter already has one open on the target (the partial unique
 * indexes): then nothing is written and undefined comes back. A concurrent second insert waits
 * for the first to commit and then does nothing, so two presses make one report.
 */
export async function insertReport(
  db: Db,
  values: { reporterId: string; target: Target; reason: string; createdAt: Date },
): Promise<ReportRow | undefined> {
  const [row] = await db
    .insert(forumReports)
    .values({
      reporterId: values.reporterId,
      postId: values.target.kind === "post" ? values.target.id : null,
      commentId: values.target.kind === "comment" ? values.target.id : null,
      reason: values.reason,
      createdAt: values.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: forumReports.id, createdAt: forumReports.createdAt });
  return row;
}

/** The reporter's open report on a target. */
export async function findOpenReport(
  db: Db,
  reporterId: string,
  target: Target,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select({ id: forumReports.id, createdAt: forumReports.createdAt })
    .from(forumReports)
    .where(
      and(
        eq(forumReports.reporterId, reporterId),
        eq(reportTargetColumn(target), target.id),
        isNull(forumReports.resolvedAt),
      ),
    );
  return row;
}

/** Closes every open report of a target with the moderator's action; answers how many. */
export async function closeOpenReports(
  db: Db,
  target: Target,
  resolution: { resolution: ModerationAction["action"]; resolvedBy: string; resolvedAt: Date },
): Promise<number> {
  const closed = await db
    .update(forumReports)
    .set(resolution)
    .where(and(eq(reportTargetColumn(target), target.id), isNull(forumReports.resolvedAt)))
    .returning({ id: forumReports.id });
  return closed.length;
}

export async function setModeration(db: Db, target: Target, moderation: ModerationState): Promise<void> {
  const table = targetTable(target);
  await db.update(table).set({ moderation }).where(eq(table.id, target.id));
}

/**
 * Deletes a post or a comment; what hangs on it goes with it (foreign keys cascade): a post's
 * comments, a comment's replies, and their likes and reports.
 */
export async function deleteTarget(db: Db, target: Target): Promise<void> {
  const table = targetTable(target);
  await db.delete(table).where(eq(table.id, target.id));
}

// The queue

/** Open reports per post or comment, with the oldest one's time. */
function openReportsOf(
  db: Db,
  column: typeof forumReports.postId | typeof forumReports.commentId,
  alias: string,
) {
  return db
    .select({
      targetId: sql<string>`${column}`.as(`${alias}_target`),
      firstReportAt: sql<Date>`min(${forumReports.createdAt})`.as(`${alias}_first`),
    })
    .from(forumReports)
    .where(and(isNull(forumReports.resolvedAt), isNotNull(column)))
    .groupBy(column)
    .as(alias);
}

/** Held content waits since it was last written (an edit can hold it again). */
const heldSince = (table: typeof forumPosts | typeof forumComments) =>
  sql`case when ${table.moderation} = 'pending' then coalesce(${table.editedAt}, ${table.createdAt}) end`;

export interface QueuedRow {
  targetKind: "post" | "comment";
  targetId: string;
  postId: string;
  postTitle: string;
  category: ForumCategory;
  body: string;
  /** The server's safe rendering of the body, as the community pages show it. */
  bodyHtml: string;
  moderation: ModerationState;
  holdReasons: QueueReason[];
  matchedWords: string[];
  createdAt: Date;
  queuedAt: Date;
  author: AuthorFields | null;
  authorSuspendedUntil: Date | null;
}

/**
 * The oldest `limit` posts and comments waiting for a moderator (open reports, or held), oldest
 * first, with how many wait in all. A post and a comment are two queries merged here: each is
 * limited, so the merge never reads more than twice the page.
 */
export async function listQueue(
  db: Db,
  options: { limit: number; now: Date },
): Promise<{ rows: QueuedRow[]; total: number }> {
  const postReports = openReportsOf(db, forumReports.postId, "post_reports");
  const postQueuedAt = sql<Date>`least(${postReports.firstReportAt}, ${heldSince(forumPosts)})`.mapWith(
    forumPosts.createdAt,
  );
  const postWaits = or(eq(forumPosts.moderation, "pending"), isNotNull(postReports.targetId));
  const suspended = (authorId: typeof forumPosts.authorId | typeof forumComments.authorId) =>
    sql<Date | null>`(select ${communityMembers.suspendedUntil} from ${communityMembers} where ${communityMembers.userId} = ${authorId} and ${communityMembers.suspendedUntil} > ${options.now})`.mapWith(
      forumPosts.createdAt,
    );

  const posts = await db
    .select({
      targetId: forumPosts.id,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      category: forumPosts.category,
      body: forumPosts.body,
      bodyHtml: forumPosts.bodyHtml,
      moderation: forumPosts.moderation,
      holdReasons: forumPosts.holdReasons,
      matchedWords: forumPosts.matchedWords,
      createdAt: forumPosts.createdAt,
      queuedAt: postQueuedAt,
      author: authorFieldsOf(forumPosts.authorId),
      authorSuspendedUntil: suspended(forumPosts.authorId),
    })
    .from(forumPosts)
    .leftJoin(postReports, eq(postReports.targetId, forumPosts.id))
    .leftJoin(author, authorJoins.onAccount(forumPosts.authorId))
    .leftJoin(authorProfile, authorJoins.onProfile(forumPosts.authorId))
    .where(postWaits)
    .orderBy(asc(postQueuedAt), asc(forumPosts.id))
    .limit(options.limit);

  const commentReports = openReportsOf(db, forumReports.commentId, "comment_reports");
  const commentQueuedAt =
    sql<Date>`least(${commentReports.firstReportAt}, ${heldSince(forumComments)})`.mapWith(
      forumPosts.createdAt,
    );
  const commentWaits = or(eq(forumComments.moderation, "pending"), isNotNull(commentReports.targetId));
  const comments = await db
    .select({
      targetId: forumComments.id,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      category: forumPosts.category,
      body: forumComments.body,
      bodyHtml: forumComments.bodyHtml,
      moderation: forumComments.moderation,
      holdReasons: forumComments.holdReasons,
      matchedWords: forumComments.matchedWords,
      createdAt: forumComments.createdAt,
      queuedAt: commentQueuedAt,
      author: authorFieldsOf(forumComments.authorId),
      authorSuspendedUntil: suspended(forumComments.authorId),
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .leftJoin(commentReports, eq(commentReports.targetId, forumComments.id))
    .leftJoin(author, authorJoins.onAccount(forumComments.authorId))
    .leftJoin(authorProfile, authorJoins.onProfile(forumComments.authorId))
    .where(commentWaits)
    .orderBy(asc(commentQueuedAt), asc(forumComments.id))
    .limit(options.limit);

  const [postCount] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(forumPosts)
    .leftJoin(postReports, eq(postReports.targetId, forumPosts.id))
    .where(postWaits);
  const [commentCount] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(forumComments)
    .leftJoin(commentReports, eq(commentReports.targetId, forumComments.id))
    .where(commentWaits);

  const rows: QueuedRow[] = [
    ...posts.map((row) => ({ ...row, targetKind: "post" as const })),
    ...comments.map((row) => ({ ...row, targetKind: "comment" as const })),
  ]
    .sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime() || a.targetId.localeCompare(b.targetId))
    .slice(0, options.limit);
  return { rows, total: (postCount?.n ?? 0) + (commentCount?.n ?? 0) };
}

export interface OpenReport {
  id: string;
  postId: string | null;
  commentId: string | null;
  reason: string;
  createdAt: Date;
  reporter: AuthorFields | null;
}

/** The open reports of these posts and comments, oldest first, with their reporters' names. */
export async function listOpenReports(
  db: Db,
  targets: { postIds: string[]; commentIds: string[] },
): Promise<OpenReport[]> {
  const of: SQL[] = [];
  if (targets.postIds.length > 0) of.push(inArray(forumReports.postId, targets.postIds));
  if (targets.commentIds.length > 0) of.push(inArray(forumReports.commentId, targets.commentIds));
  if (of.length === 0) return [];
  return db
    .select({
      id: forumReports.id,
      postId: forumReports.postId,
      commentId: forumReports.commentId,
      reason: forumReports.reason,
      createdAt: forumReports.createdAt,
      reporter: authorFieldsOf(forumReports.reporterId),
    })
    .from(forumReports)
    .leftJoin(author, authorJoins.onAccount(forumReports.reporterId))
    .leftJoin(authorProfile, authorJoins.onProfile(forumReports.reporterId))
    .where(and(isNull(forumReports.resolvedAt), or(...of)))
    .orderBy(asc(forumReports.createdAt), asc(forumReports.id));
}

// Members

export interface MemberTarget {
  id: string;
  userType: string;
  teamRole: string | null;
  firstName: string;
  lastName: string;
}

/** A user a moderator acts on. */
export async function findMember(db: Db, userId: string): Promise<MemberTarget | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      teamRole: users.teamRole,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A user as the forum shows them (a reporter named in the admins' notification). */
export async function findAuthor(db: Db, userId: string): Promise<AuthorFields | undefined> {
  const [row] = await db
    .select(authorFieldsOf(author.id))
    .from(author)
    .leftJoin(authorProfile, authorJoins.onProfile(author.id))
    .where(eq(author.id, userId));
  return row;
}

/** The user's running suspension's end, if any. */
export async function findSuspendedUntil(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ suspendedUntil: communityMembers.suspendedUntil })
    .from(communityMembers)
    .where(eq(communityMembers.userId, userId));
  const until = row?.suspendedUntil ?? null;
  return until && until > now ? until : null;
}

/** Sets (or moves) a user's suspension; the cooling period on the same row is left as it is. */
export async function upsertSuspension(
  db: Db,
  values: { userId: string; suspendedUntil: Date | null; suspensionReason: string | null; now: Date },
): Promise<void> {
  const set = {
    suspendedUntil: values.suspendedUntil,
    suspensionReason: values.suspensionReason,
    updatedAt: values.now,
  };
  await db
    .insert(communityMembers)
    .values({ userId: values.userId, ...set })
    .onConflictDoUpdate({ target: communityMembers.userId, set });
}

// Blocked words

/** The blocked words, in alphabetical order. */
export async function listBlockedWords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ word: forumBlockedWords.word })
    .from(forumBlockedWords)
    .orderBy(asc(forumBlockedWords.word));
  return rows.map((row) => row.word);
}

/** Takes the list's lock until the caller's transaction ends, so two replacements run one after the other. */
export async function lockBlockedWords(db: Db): Promise<void> {
  await db.execute(sql`lock table ${forumBlockedWords} in share row exclusive mode`);
}

/** Removes every word not in `keep`. */
export async function deleteBlockedWordsExcept(db: Db, keep: string[]): Promise<void> {
  await db
    .delete(forumBlockedWords)
    .where(keep.length > 0 ? notInArray(forumBlockedWords.word, keep) : undefined);
}

export async function insertBlockedWords(db: Db, words: string[], addedBy: string, now: Date): Promise<void> {
  if (words.length === 0) return;
  await db
    .insert(forumBlockedWords)
    .values(words.map((word) => ({ word, addedBy, createdAt: now })))
    .onConflictDoNothing();
}
