import {
  communityEndpoints,
  type EndpointQuery,
  type ForumCommentList,
  type ForumPost,
  type ForumPostList,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { BodyCache, type CachedBody } from "../../lib/body-cache.js";
import type { AppContext } from "../../lib/context.js";
import {
  envelopeSerializerOf,
  type SerializedAnswer,
  serializedAnswer,
} from "../../lib/register-endpoint.js";
import type { RequestOrigin } from "../../lib/request-context.js";
import {
  type AnswerCheck,
  checkCategoryAnswer,
  checkCommentsAnswer,
  checkPostAnswer,
} from "./answer-cache.repository.js";
import { seesAllContent } from "./community.policy.js";
import { getPost, listComments, listPostsWithPlacement, recordPostView } from "./community.service.js";

/**
 * The forum's hot public reads answered from a per-node cache of serialized answers (decision
 * 053), the way decision 040 caches the student's lists: a kept body holds for exactly one version
 * of what it shows, which database triggers move in the writing transaction, and each request
 * reads that version in one query, so every node sees a change on its next read (no bus, no TTL).
 *
 * A kept body is the guest's answer: visible content only, nobody's likes or vote. A signed-in
 * reader's own marks (`likedByMe`, `myVote`) are read in the same query as the version and written
 * into a copy of the bytes. A reader who may see more than a guest (an admin; a member with held or
 * hidden content of their own where they read) is answered as before, without the cache, so
 * content not visible to everyone never enters a kept body nor leaves one.
 */

/** What a node notes with a kept body: where a reader's marks go, and until when it holds. */
interface AnswerNote {
  /** Each post's or comment's id with the offset of the `false` of its `"likedByMe":false`. */
  likes: { id: string; at: number }[];
  /** The offset of the `null` of the post's `"myVote":null` (a post with a poll). */
  myVoteAt: number | null;
  /** The post's author (a post's page): their own reads are not views. */
  authorId: string | null;
  /** App-clock time (ms) after which the body no longer holds: its "From {company}" placement ends. */
  until: number | null;
}

/** Bytes of answers a node keeps: a page of 50 comments is about 40 KB, a category page 20 KB. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
type Kept = { body: Buffer; note: AnswerNote };

/** A node's kept bodies, and the computations of bodies under way (by key and version). */
interface NodeAnswers {
  bodies: BodyCache<AnswerNote>;
  flights: Map<string, Promise<Kept>>;
}
const answers = new WeakMap<AppContext, NodeAnswers>();
function answersOf(ctx: AppContext): NodeAnswers {
  let state = answers.get(ctx);
  if (!state) {
    state = { bodies: new BodyCache<AnswerNote>(ANSWER_CACHE_BYTES), flights: new Map() };
    answers.set(ctx, state);
  }
  return state;
}

const serializers = {
  list: envelopeSerializerOf(communityEndpoints.listPosts),
  post: envelopeSerializerOf(communityEndpoints.getPost),
  comments: envelopeSerializerOf(communityEndpoints.listComments),
};

// A key of a JSON object is written unescaped, and a quote inside a string always escaped, so these
// bytes occur only as the keys they are (never inside a title or a body).
const LIKED_MARK = Buffer.from('"likedByMe":false');
const VOTE_MARK = Buffer.from('"myVote":null');

/** The offsets of the `false` of each `"likedByMe":false`, in order; null when they do not match the ids. */
function likeSlots(body: Buffer, ids: readonly string[]): AnswerNote["likes"] | null {
  const likes: AnswerNote["likes"] = [];
  let from = 0;
  for (;;) {
    const at = body.indexOf(LIKED_MARK, from);
    if (at < 0) break;
    const id = ids[likes.length];
    if (id === undefined) return null;
    likes.push({ id, at: at + LIKED_MARK.length - "false".length });
    from = at + LIKED_MARK.length;
  }
  return likes.length === ids.length ? likes : null;
}

/** The kept body with this reader's marks written in (the body itself when there are none). */
function personalized(entry: CachedBody<AnswerNote>, check: AnswerCheck): Buffer {
  const edits: { at: number; length: number; text: string }[] = [];
  for (const slot of entry.note.likes) {
    if (check.liked.has(slot.id)) edits.push({ at: slot.at, length: "false".length, text: "true" });
  }
  if (check.myVote !== null && entry.note.myVoteAt !== null) {
    edits.push({ at: entry.note.myVoteAt, length: "null".length, text: JSON.stringify(check.myVote) });
  }
  if (edits.length === 0) return entry.body;
  edits.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(entry.body.subarray(from, edit.at), Buffer.from(edit.text));
    from = edit.at + edit.length;
  }
  parts.push(entry.body.subarray(from));
  return Buffer.concat(parts);
}

interface CachedRead<T> {
  key: string;
  /** The version check, given the ids of the body kept under the key (for the reader's likes). */
  check: (viewerId: string | null, keptIds: readonly string[]) => Promise<AnswerCheck>;
  /** The guest's answer, what is kept; with what the note needs of it. */
  shared: () => Promise<{ data: T; ids: string[]; authorId?: string | null; until?: Date | null }>;
  serialize: (envelope: unknown) => string;
  /** This reader's answer computed in full, as without the cache. */
  personal: () => Promise<T>;
}

/** Whether an error is the refusal a reader gets for content they may not see. */
function isNotFound(err: unknown): boolean {
  return err instanceof AppError && err.code === "NOT_FOUND";
}

/** The guest's answer computed, serialized and noted (not yet kept). */
async function computeShared<T>(read: CachedRead<T>): Promise<Kept> {
  const shared = await read.shared();
  const body = Buffer.from(read.serialize({ success: true, data: shared.data }));
  const likes = likeSlots(body, shared.ids);
  if (!likes) throw new Error(`the answer of ${read.key} does not match its ids`);
  const voteAt = body.indexOf(VOTE_MARK);
  return {
    body,
    note: {
      likes,
      myVoteAt: voteAt < 0 ? null : voteAt + VOTE_MARK.length - "null".length,
      authorId: shared.authorId ?? null,
      until: shared.until ? shared.until.getTime() : null,
    },
  };
}

/**
 * Computes and keeps the guest's answer for `version`, once per node however many requests miss
 * it at the same moment (a cold start of 50 connections computes a page once, not 50 times).
 */
function keepShared<T>(ctx: AppContext, read: CachedRead<T>, version: string) {
  const { bodies, flights: running } = answersOf(ctx);
  const flightKey = `${read.key}|${version}`;
  let flight = running.get(flightKey);
  if (!flight) {
    const started = computeShared(read).then((kept) => {
      // The version was read before the data: a body computed across a change is kept under the
      // older version and replaced on the next read.
      bodies.set(read.key, version, kept.body, kept.note);
      return kept;
    });
    flight = started.finally(() => running.delete(flightKey));
    running.set(flightKey, flight);
  }
  return flight;
}

/**
 * Answers a read from the kept body when its version holds, else computes the guest's answer,
 * keeps it and answers from it. `hit` runs on an answer from a kept or newly kept body (a post's
 * view).
 */
async function cachedRead<T>(
  ctx: AppContext,
  actor: Actor | null,
  read: CachedRead<T>,
  hit?: (note: AnswerNote) => void,
): Promise<T | SerializedAnswer> {
  if (seesAllContent(actor)) return read.personal();
  const cache = answersOf(ctx).bodies;
  for (let attempt = 0; ; attempt++) {
    const kept = cache.peek(read.key);
    const check = await read.check(actor?.userId ?? null, kept?.note.likes.map((slot) => slot.id) ?? []);
    if (check.version === null || check.ownHeld) return read.personal();
    const entry = cache.entry(read.key, check.version);
    // The likes were read for the ids of the body peeked at: another request may have replaced it since.
    if (entry && entry === kept && (entry.note.until === null || ctx.now().getTime() < entry.note.until)) {
      hit?.(entry.note);
      return serializedAnswer(personalized(entry, check));
    }
    // Kept a moment ago and already changed or replaced: answered as without the cache.
    if (attempt > 0) return read.personal();
    let shared: Awaited<ReturnType<typeof keepShared>>;
    try {
      shared = await keepShared(ctx, read, check.version);
    } catch (err) {
      // Not visible to a guest (held or hidden): the author or an admin may still see it.
      if (actor && isNotFound(err)) return read.personal();
      throw err;
    }
    if (!actor) {
      hit?.(shared.note);
      return serializedAnswer(shared.body);
    }
    // A signed-in reader's likes and vote are read again, for the new body's ids.
  }
}

type PostListQuery = EndpointQuery<typeof communityEndpoints.listPosts>;
type CommentListQuery = EndpointQuery<typeof communityEndpoints.listComments>;

/**
 * `GET /api/community/posts`: a category's pages (either sort, any cursor) from the cache; a
 * search or the all-categories list computed as before. A public read: it acts for nobody.
 */
export async function listPostsAnswer(
  ctx: AppContext,
  actor: Actor | null,
  query: PostListQuery,
): Promise<ForumPostList | SerializedAnswer> {
  const personal = async () => (await listPostsWithPlacement(ctx, actor, query)).list;
  const category = query.category;
  if (category === undefined || query.q?.trim()) return personal();
  return cachedRead(ctx, actor, {
    key: `list|${category}|${query.sort}|${query.limit}|${query.cursor ?? ""}`,
    check: (viewerId, ids) => checkCategoryAnswer(ctx.db, category, viewerId, ids),
    shared: async () => {
      const { list, placedUntil } = await listPostsWithPlacement(ctx, null, query);
      const ids = [...(list.featured ? [list.featured.id] : []), ...list.posts.map((post) => post.id)];
      return { data: list, ids, until: placedUntil };
    },
    serialize: serializers.list,
    personal,
  });
}

/**
 * `GET /api/community/posts/{postId}` from the cache; a read by anyone but the author counts as a
 * view, whether answered from the cache or not. A public read: it acts for nobody.
 */
export async function getPostAnswer(
  ctx: AppContext,
  actor: Actor | null,
  postId: string,
  origin: RequestOrigin,
): Promise<ForumPost | SerializedAnswer> {
  return cachedRead(
    ctx,
    actor,
    {
      key: `post|${postId}`,
      check: (viewerId) => checkPostAnswer(ctx.db, postId, viewerId),
      shared: async () => {
        const post = await getPost(ctx, null, postId);
        return { data: post, ids: [post.id], authorId: post.author.id };
      },
      serialize: serializers.post,
      personal: () => getPost(ctx, actor, postId, origin),
    },
    (note) => recordPostView(ctx, actor, postId, note.authorId, origin),
  );
}

/** `GET /api/community/posts/{postId}/comments` from the cache. A public read: it acts for nobody. */
export async function listCommentsAnswer(
  ctx: AppContext,
  actor: Actor | null,
  postId: string,
  query: CommentListQuery,
): Promise<ForumCommentList | SerializedAnswer> {
  return cachedRead(ctx, actor, {
    key: `comments|${postId}|${query.limit}|${query.cursor ?? ""}`,
    check: (viewerId, ids) => checkCommentsAnswer(ctx.db, postId, viewerId, ids),
    shared: async () => {
      const list = await listComments(ctx, null, postId, query);
      return { data: list, ids: list.comments.map((comment) => comment.id) };
    },
    serialize: serializers.comments,
    personal: () => listComments(ctx, actor, postId, query),
  });
}
