import type { Db } from "../../db/client.js";
import type { AppContext } from "../../lib/context.js";
import { startPeriodic } from "../../lib/periodic.js";
import { addPostViews } from "./post-views.repository.js";

/** How often a node adds the views it counted to the posts (decision 047). */
export const POST_VIEWS_FLUSH_EVERY_MS = 5_000;
/** A viewer's reads of one post within this long count once (per node). */
export const POST_VIEW_REPEAT_MS = 10 * 60_000;

export interface PostViewCounterOptions {
  db: Db;
  now: () => Date;
  /** 0: no timer, flushed only when told (tests) and on close. */
  flushEveryMs: number;
  onError: (err: unknown) => void;
  /** Posts with views waiting; past it, a flush is started at once. */
  maxPosts?: number;
  /** (viewer, post) pairs remembered for the repeat window; the oldest go first past it. */
  maxViewers?: number;
}

/**
 * A node's count of post views, kept in memory and added to `forum_posts.view_count` in one
 * statement every few seconds and at shutdown, so a read writes nothing on its request. A crash
 * loses the views of the last few seconds (decision 047). Memory is bounded: a full map of posts
 * is flushed at once, and the oldest remembered viewers are forgotten first (they may then count
 * again, which is all it costs).
 */
export class PostViewCounter {
  private counts = new Map<string, number>();
  /** `${viewer} ${postId}` → when the viewer's last counted read of it was (ms). */
  private readonly recent = new Map<string, number>();
  private readonly stopTimer: (() => Promise<void>) | undefined;
  private flushing: Promise<void> | undefined;
  private readonly maxPosts: number;
  private readonly maxViewers: number;

  constructor(private readonly options: PostViewCounterOptions) {
    this.maxPosts = options.maxPosts ?? 10_000;
    this.maxViewers = options.maxViewers ?? 100_000;
    this.stopTimer =
      options.flushEveryMs > 0
        ? startPeriodic(options.flushEveryMs, () => this.flush(), options.onError)
        : undefined;
  }

  /** Counts a read of a post by a viewer (a user id, or an IP for guests), once per repeat window. */
  record(postId: string, viewer: string): void {
    const now = this.options.now().getTime();
    const key = `${viewer} ${postId}`;
    const last = this.recent.get(key);
    if (last !== undefined && now - last < POST_VIEW_REPEAT_MS) return;
    // Re-inserted so the map stays in order of counting: the oldest entries are first.
    this.recent.delete(key);
    this.recent.set(key, now);
    this.forgetOldViewers(now);
    this.counts.set(postId, (this.counts.get(postId) ?? 0) + 1);
    if (this.counts.size >= this.maxPosts) void this.flush().catch(this.options.onError);
  }

  private forgetOldViewers(now: number): void {
    for (const [key, at] of this.recent) {
      if (this.recent.size <= this.maxViewers && now - at < POST_VIEW_REPEAT_MS) break;
      this.recent.delete(key);
    }
  }

  /** Adds the counted views to the posts; on a failure they are kept for the next flush. */
  async flush(): Promise<void> {
    // Another flush's failure is its caller's to report; this one writes what is left.
    while (this.flushing) await this.flushing.catch(() => {});
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    this.flushing = addPostViews(this.options.db, batch)
      .catch((err: unknown) => {
        for (const [postId, n] of batch) {
          if (this.counts.size >= this.maxPosts && !this.counts.has(postId)) continue;
          this.counts.set(postId, (this.counts.get(postId) ?? 0) + n);
        }
        throw err;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  /** Stops the timer and writes what is counted (at shutdown, before the database closes). */
  async close(): Promise<void> {
    await this.stopTimer?.();
    // A failure is reported, not thrown: the rest of the shutdown (the database's close) must run.
    await this.flush().catch(this.options.onError);
  }
}

const counters = new WeakMap<AppContext, PostViewCounter>();

/**
 * The node's view counter of this app (one per context, made at its first use: by the routes,
 * which hand it the app's logger for a failed flush).
 */
export function postViewCounterOf(
  ctx: AppContext,
  onError: (err: unknown) => void = () => {},
): PostViewCounter {
  let counter = counters.get(ctx);
  if (!counter) {
    counter = new PostViewCounter({
      db: ctx.db,
      now: ctx.now,
      flushEveryMs: POST_VIEWS_FLUSH_EVERY_MS,
      onError,
    });
    counters.set(ctx, counter);
  }
  return counter;
}

/** Writes the views counted so far (tests call it instead of waiting for the timer). */
export async function flushPostViews(ctx: AppContext): Promise<void> {
  await counters.get(ctx)?.flush();
}

/** Stops the counter's timer and writes what it holds: at shutdown, before the database closes. */
export async function closePostViews(ctx: AppContext): Promise<void> {
  await counters.get(ctx)?.close();
  counters.delete(ctx);
}
