import type { SessionLifetimes } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Bus } from "../../lib/bus.js";
import { sha256 } from "../../lib/crypto.js";
import type { MaybePromise } from "../../lib/maybe-promise.js";
import type { RedisLink } from "../../lib/redis-link.js";
import { idleCutoffs, lifetimeOf } from "../../lib/session-lifetimes.js";
import { findLiveSession, type LiveSession, touchSessions } from "./auth.repository.js";

/** Sessions held per node; the least recently used leave first (about 1 KB each). */
const MAX_ENTRIES = 20_000;
/**
 * A safety net for changes that never went through the bus (a row edited by hand): a cached
 * session is read again after this long, the 5 s the spec allows a socket to notice a revocation.
 */
const TTL_MS = 5_000;
/** A hit moves its session to the young end of the eviction order at most this often. */
const LRU_MOVE_EVERY_MS = 1_000;
/** Last-seen times marked for writing go to the database together, this often. */
const FLUSH_EVERY_MS = 5_000;
/** A session's last-seen is written at most this often, or every half idle time when shorter (decision 026). */
const TOUCH_EVERY_MS = 60_000;

interface Entry {
  live: LiveSession;
  /** The latest request this node saw, or the database's last-seen when later (epoch ms). */
  seenAt: number;
  /** The last-seen time written or marked for writing (epoch ms). */
  writtenAt: number;
  /** When it was read from the database, on the process's monotonic clock. */
  loadedAt: number;
}

export interface SessionCacheOptions {
  db: Db;
  bus: Bus;
  /** With Redis, the cache is used only while the bus reaches every node. */
  redis: RedisLink | undefined;
  lifetimes: SessionLifetimes;
  now: () => Date;
}

/**
 * Live sessions of this node by bearer token (decisions 027 and 071), so a signed-in request costs
 * no database round trip and no hashing: a token is hashed only to read its session from the
 * database, which keeps hashes alone (the tokens sit in this process's memory, which every request
 * carrying one passes through anyway). A user's entries are dropped when any node publishes
 * `end-sessions` or `account-changed` on the bus, idle and absolute expiry are checked against the
 * cached times, and last-seen is kept in memory and written in batches, never on the request path.
 */
export class SessionCache {
  /** By bearer token, oldest use first. */
  private readonly entries = new Map<string, Entry>();
  /** Each user's tokens in `entries`. */
  private readonly byUser = new Map<string, Set<string>>();
  /** Last-seen times waiting for the next flush, by session id. */
  private pending = new Map<string, Date>();
  /** Moves on every invalidation, so a lookup that raced one does not cache what it read. */
  private epoch = 0;
  private readonly timer: NodeJS.Timeout;
  /** A failed last-seen write (the database unreachable); the times are kept for the next flush. */
  onFlushError: (err: unknown) => void = () => {};

  constructor(private readonly options: SessionCacheOptions) {
    options.bus.subscribe((event) => {
      if (event.kind === "end-sessions" || event.kind === "account-changed") this.dropUser(event.userId);
    });
    // Events published while the bus could not reach this node are lost: start again empty.
    options.redis?.on("change", () => this.clear());
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    // The flush alone must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  /**
   * The live session for a bearer token, or undefined when unknown, revoked, expired or idle too long.
   * A session this node holds is answered at once, not through a promise: it is every signed-in
   * request's first step, and the database is asked only on a miss.
   */
  find(token: string): MaybePromise<LiveSession | undefined> {
    const now = this.options.now();
    const nowMs = now.getTime();
    const entry = this.entries.get(token);
    if (entry && this.usable() && performance.now() - entry.loadedAt < TTL_MS) {
      const { live } = entry;
      if (live.session.expiresAt.getTime() <= nowMs) {
        this.drop(token);
        return undefined;
      }
      const { idleMs } = lifetimeOf(this.options.lifetimes, live.user.userType);
      // Idle here; another node may have served it since: the database decides.
      if (nowMs - entry.seenAt <= idleMs) {
        // Moved to the young end at most once a second: least recently used to the second is
        // close enough for eviction, and a busy session skips a delete and an insert per request.
        if (nowMs - entry.seenAt > LRU_MOVE_EVERY_MS) {
          this.entries.delete(token);
          this.entries.set(token, entry);
        }
        this.touch(entry, nowMs, idleMs);
        return live;
      }
    }
    return this.load(token, now);
  }

  /** Writes the marked last-seen times in one statement (per thousand sessions). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await touchSessions(this.options.db, batch);
    } catch (err) {
      // Kept for the next flush, unless a later time was marked meanwhile.
      for (const [id, at] of batch) if (!this.pending.has(id)) this.pending.set(id, at);
      this.onFlushError(err);
    }
  }

  /** Stops the timer and writes what is marked (at shutdown, before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async load(token: string, now: Date): Promise<LiveSession | undefined> {
    const epoch = this.epoch;
    const previous = this.entries.get(token);
    const live = await findLiveSession(
      this.options.db,
      sha256(token),
      now,
      idleCutoffs(this.options.lifetimes, now),
    );
    if (!live) {
      this.drop(token);
      return undefined;
    }
    const written = Math.max(live.session.lastSeenAt.getTime(), previous?.writtenAt ?? 0);
    const entry: Entry = {
      live,
      seenAt: Math.max(written, previous?.seenAt ?? 0),
      writtenAt: written,
      loadedAt: performance.now(),
    };
    this.touch(entry, now.getTime());
    if (this.usable() && this.epoch === epoch) this.store(token, entry);
    else this.drop(token);
    return live;
  }

  /** Records a request; marks last-seen for the next flush once a minute (or half idle time). */
  private touch(
    entry: Entry,
    nowMs: number,
    idleMs = lifetimeOf(this.options.lifetimes, entry.live.user.userType).idleMs,
  ): void {
    entry.seenAt = Math.max(entry.seenAt, nowMs);
    if (nowMs - entry.writtenAt > Math.min(TOUCH_EVERY_MS, idleMs / 2)) {
      entry.writtenAt = nowMs;
      this.pending.set(entry.live.session.id, new Date(nowMs));
    }
  }

  /** Whether cached sessions may be served: always on one node, with Redis only while it answers. */
  private usable(): boolean {
    return this.options.redis === undefined || this.options.redis.available;
  }

  private store(token: string, entry: Entry): void {
    this.drop(token);
    this.entries.set(token, entry);
    const userId = entry.live.user.id;
    let tokens = this.byUser.get(userId);
    if (!tokens) {
      tokens = new Set();
      this.byUser.set(userId, tokens);
    }
    tokens.add(token);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    const userId = entry.live.user.id;
    const tokens = this.byUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }

  private dropUser(userId: string): void {
    this.epoch++;
    for (const token of this.byUser.get(userId) ?? []) this.entries.delete(token);
    this.byUser.delete(userId);
  }

  private clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }
}
