import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** How long a node waits for a Redis connection before trying again. */
const CONNECT_TIMEOUT_MS = 2_000;
/** How often an open command connection is checked, so a Redis that went silent is noticed. */
const HEARTBEAT_MS = 1_000;

/**
 * The node's two Redis connections (commands, and the pub/sub subscriber) and whether Redis is
 * reachable. Commands fail fast: at most `commandTimeoutMs`, and at once while disconnected (no
 * offline queue), so callers fall back to this node's own counters and sockets instead of waiting.
 * Emits "change" (available: boolean, reason?: string) when reachability changes, the first time
 * included: a node that cannot reach Redis at start says so.
 */
export class RedisLink extends EventEmitter {
  readonly commands: Redis;
  readonly subscriber: Redis;
  private state: boolean | undefined;
  private lastError: string | undefined;
  /** The command connection is open but its last check timed out (a network dropping packets). */
  private silent = false;
  private readonly heartbeat: NodeJS.Timeout;
  /** Starts every key and channel of this deployment (decision 082): `meridian:<tag>:`, or `REDIS_PREFIX:`. */
  readonly prefix: string;

  constructor(url: string, options: { commandTimeoutMs: number; prefix: string }) {
    super();
    this.prefix = options.prefix;
    this.commands = new Redis(url, {
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: CONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    // The subscription is queued until the first connection and renewed after every reconnect.
    this.subscriber = new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: null });
    for (const client of [this.commands, this.subscriber]) {
      client.on("error", (err: Error) => {
        this.lastError = err.message;
        this.update();
      });
      for (const event of ["ready", "close", "end"]) client.on(event, () => this.update());
    }
    this.heartbeat = setInterval(() => void this.check(), HEARTBEAT_MS).unref();
  }

  /** Both connections are up, and Redis answered the last check. */
  get available(): boolean {
    return !this.silent && this.commands.status === "ready" && this.subscriber.status === "ready";
  }

  /** Known reachability: undefined until the first connection succeeds or fails. */
  get known(): boolean | undefined {
    return this.state;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.removeAllListeners();
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
  }

  /**
   * A connection stays "ready" when packets are dropped (no reset arrives), so every command would
   * wait out its timeout: a ping that times out marks Redis unreachable until one answers again.
   */
  private async check(): Promise<void> {
    if (this.commands.status !== "ready") return;
    try {
      await this.commands.ping();
      this.silent = false;
    } catch (err) {
      this.silent = true;
      this.lastError = err instanceof Error ? err.message : String(err);
    }
    this.update();
  }

  private update(): void {
    const now = this.available;
    // Before the first success, only a failure is news; a connection still being made is not.
    if (this.state === undefined && !now && this.lastError === undefined) return;
    if (now === this.state) return;
    this.state = now;
    this.emit("change", now, now ? undefined : this.lastError);
  }
}

/**
 * The namespace of a deployment's Redis keys and channels (decision 082): REDIS_PREFIX when set,
 * else one from a tag of the app secret. Redis pub/sub ignores the database index, so two
 * deployments on one Redis would otherwise hear each other's events and share throttles.
 */
export function redisKeyPrefix(configured: string | undefined, deploymentTag: string): string {
  return `${configured ?? `meridian:${deploymentTag}`}:`;
}

/** Logs every change of Redis reachability, and the state already known when called. */
export function logRedisReachability(link: RedisLink, log: FastifyBaseLogger): void {
  const report = (available: boolean, reason?: string) => {
    if (available) log.info("Redis reachable: throttles and realtime are shared across nodes");
    else
      log.warn(
        { reason },
        "Redis unreachable: running degraded, throttles count on this node only and realtime reaches this node's sockets only",
      );
  };
  if (link.known === false) report(false);
  link.on("change", report);
}
