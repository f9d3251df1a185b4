import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { forumPollOptions, forumPollVotes } from "../../db/schema/index.js";

export type PollOptionRow = typeof forumPollOptions.$inferSelect;

/** Inserts a new poll's options at positions 0..n-1 (in the transaction that writes its post). */
export async function insertPollOptions(db: Db, postId: string, labels: readonly string[]): Promise<void> {
  await db.insert(forumPollOptions).values(labels.map((label, position) => ({ postId, position, label })));
}

/** The options of the polls of these posts, in their order. */
export async function pollOptionsOf(db: Db, postIds: readonly string[]): Promise<PollOptionRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(forumPollOptions)
    .where(inArray(forumPollOptions.postId, [...postIds]))
    .orderBy(asc(forumPollOptions.postId), asc(forumPollOptions.position));
}

/** The option a user voted for in each of these posts' polls. */
export async function votesOf(
  db: Db,
  postIds: readonly string[],
  userId: string,
): Promise<Map<string, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: forumPollVotes.postId, optionId: forumPollVotes.optionId })
    .from(forumPollVotes)
    .where(and(inArray(forumPollVotes.postId, [...postIds]), eq(forumPollVotes.userId, userId)));
  return new Map(rows.map((row) => [row.postId, row.optionId]));
}

/** Whether the option is one of this post's poll's. */
export async function isOptionOf(db: Db, postId: string, optionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: forumPollOptions.id })
    .from(forumPollOptions)
    .where(and(eq(forumPollOptions.id, optionId), eq(forumPollOptions.postId, postId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a user's vote, unless they voted in this poll already (the (post, user) key makes a
 * second vote impossible, concurrent or not), and counts it on its option in the same
 * transaction only when it was stored. Answers the option the user's vote names now.
 */
export async function castVote(
  db: Db,
  postId: string,
  userId: string,
  optionId: string,
): Promise<{ counted: boolean; votedFor: string }> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(forumPollVotes)
      .values({ postId, userId, optionId })
      .onConflictDoNothing()
      .returning({ optionId: forumPollVotes.optionId });
    if (added.length > 0) {
      await tx
        .update(forumPollOptions)
        .set({ voteCount: sql`${forumPollOptions.voteCount} + 1` })
        .where(eq(forumPollOptions.id, optionId));
      return { counted: true, votedFor: optionId };
    }
    const [existing] = await tx
      .select({ optionId: forumPollVotes.optionId })
      .from(forumPollVotes)
      .where(and(eq(forumPollVotes.postId, postId), eq(forumPollVotes.userId, userId)));
    return { counted: false, votedFor: existing?.optionId ?? optionId };
  });
}
