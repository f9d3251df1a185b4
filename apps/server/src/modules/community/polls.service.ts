import {
  type CreateForumPost,
  type communityEndpoints,
  communityTopics,
  type EndpointBody,
  type ForumPoll,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { canSeeContent, canTakePart } from "./community.policy.js";
import { findPost } from "./community.repository.js";
import { canAddPoll } from "./company-posts.policy.js";
import {
  castVote,
  insertPollOptions,
  isOptionOf,
  type PollOptionRow,
  pollOptionsOf,
  votesOf,
} from "./polls.repository.js";

type ForumVote = EndpointBody<typeof communityEndpoints.vote>;

/**
 * Refuses a poll from anyone but a company account (decision 047), before anything is written.
 * Called first by createPost when the body carries a poll.
 */
export function assertMayAddPoll(actor: Actor, body: CreateForumPost): void {
  if (body.poll === undefined || canAddPoll(actor)) return;
  throw new AppError("FORBIDDEN", "Only company accounts can add a poll to a post.", { field: "poll" });
}

/** Writes a new post's poll options, in the transaction that inserts the post. */
export async function insertPoll(tx: Db, postId: string, body: CreateForumPost): Promise<void> {
  if (body.poll) await insertPollOptions(tx, postId, body.poll.options);
}

/** A poll as the wire shows it, from its options (in order) and the viewer's vote. */
export function presentPoll(options: readonly PollOptionRow[], myVote: string | null): ForumPoll {
  return {
    options: options.map((option) => ({ id: option.id, label: option.label, voteCount: option.voteCount })),
    totalVotes: options.reduce((sum, option) => sum + option.voteCount, 0),
    myVote,
  };
}

/**
 * The polls of these posts (those that have one), with the viewer's vote. Called for posts the
 * caller was already allowed to read; the viewer's vote is keyed on their own id.
 */
export async function pollsOf(
  db: Db,
  postIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, ForumPoll>> {
  const options = await pollOptionsOf(db, postIds);
  const votes = viewerId ? await votesOf(db, postIds, viewerId) : new Map<string, string>();
  const byPost = new Map<string, PollOptionRow[]>();
  for (const option of options) byPost.set(option.postId, [...(byPost.get(option.postId) ?? []), option]);
  return new Map([...byPost].map(([postId, rows]) => [postId, presentPoll(rows, votes.get(postId) ?? null)]));
}

/**
 * Votes in the poll of a post the actor can see: once, finally (decision 047). The same option
 * again answers the results (200); another option is 409. A post without a poll is 404 ("Poll not
 * found"), an option of another poll 422 naming `optionId`. Not held by the cooling period or a
 * suspension: like a like, a vote writes nothing anyone reads as the voter's words. A counted vote
 * sends the new counts to the post's viewers (never who voted).
 */
export async function vote(
  ctx: AppContext,
  actor: Actor,
  postId: string,
  body: ForumVote,
): Promise<ForumPoll> {
  const post = await findPost(ctx.db, postId, actor.userId);
  authorize(post !== undefined && canSeeContent(actor, post) && canTakePart(actor), { notFound: "Post" });
  if (!post.hasPoll) throw new AppError("NOT_FOUND", "Poll not found");
  if (!(await isOptionOf(ctx.db, postId, body.optionId))) {
    throw new AppError("VALIDATION_ERROR", "optionId must be one of the poll's options", {
      field: "optionId",
    });
  }
  const { counted, votedFor } = await castVote(ctx.db, postId, actor.userId, body.optionId);
  if (votedFor !== body.optionId) {
    throw new AppError("CONFLICT", "You have already voted in this poll", { details: { myVote: votedFor } });
  }
  const poll = (await pollsOf(ctx.db, [postId], actor.userId)).get(postId);
  if (!poll) throw new AppError("NOT_FOUND", "Poll not found");
  if (counted && post.moderation === "visible") {
    await ctx.bus.publish({
      kind: "topic-message",
      topic: communityTopics.post(postId),
      message: {
        type: "community_poll",
        timestamp: new Date().toISOString(),
        data: { postId, poll: { ...poll, myVote: null } },
      },
    });
  }
  return poll;
}
