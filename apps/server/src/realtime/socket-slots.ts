import { Redis } from "ioredis";

/**
 * Counted socket slots under a key (a user, an address), shared by every node when Redis is
 * there. A holder is a connection id, unique across nodes.
 */
export interface SocketSlots {
  /** Takes a slot under `key` for `holder`; false when `cap` are already held. */
  acquire(key: string, holder: string, cap: number): Promise<boolean>;
  /** Gives the slot back; a slot that is not held is ignored. */
  release(key: string, holder: string): Promise<void>;
  close(): Promise<void>;
}

function setUnder(map: Map<string, Set<string>>, key: string): Set<string> {
  const found = map.get(key);
  if (found) return found;
  const created = new Set<string>();
  map.set(key, created);
  return created;
}

/** One process: a set of holders per key. */
export class MemorySocketSlots implements SocketSlots {
  private readonly held = new Map<string, Set<string>>();

  async acquire(key: string, holder: string, cap: number): Promise<boolean> {
    const set = setUnder(this.held, key);
    if (set.has(holder)) return true;
    if (set.size >= cap) return false;
    set.add(holder);
    return true;
  }

  async release(key: string, holder: string): Promise<void> {
    const set = this.held.get(key);
    set?.delete(holder);
    if (set?.size === 0) this.held.delete(key);
  }

  async close(): Promise<void> {
    this.held.clear();
  }
}

// A sorted set per key, scored by each slot's expiry on Redis's own clock (nodes' clocks may
// differ). Expired slots (their node died without giving them back) are dropped before counting.
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

// Pushes the expiry of this node's live slots forward (only slots still there: XX).
const REFRESH = `
local t = redis.call('TIME')
local expiry = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do
  redis.call('ZADD', KEYS[1], 'XX', expiry, ARGV[i])
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

/**
 * Many nodes: slots live in Redis with an expiry that each node renews for its own sockets every
 * `heartbeatMs`, so a node that dies gives its slots back after `ttlMs` at most. While Redis does
 * not answer, slots are counted on this node only (degraded, never refusing everyone).
 */
export class RedisSocketSlots implements SocketSlots {
  private readonly redis: Redis;
  private readonly local = new MemorySocketSlots();
  /** Slots this node holds in Redis, by key: what the heartbeat renews. */
  private readonly inRedis = new Map<string, Set<string>>();
  /** Slots taken on this node while Redis was unreachable. */
  private readonly inMemory = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  /** Where this deployment's slots live (decision 082). */
  private readonly keyPrefix: string;

  constructor(
    url: string,
    private readonly options: {
      /** The deployment's Redis prefix (`RedisLink.prefix`). */
      prefix: string;
      ttlMs?: number;
      heartbeatMs?: number;
      onError: (err: unknown) => void;
    },
  ) {
    this.keyPrefix = `${options.prefix}ws-slots:`;
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    this.redis.on("error", options.onError);
    this.timer = setInterval(() => void this.renew(), options.heartbeatMs ?? 20_000);
    this.timer.unref();
  }

  private get ttlMs(): number {
    return this.options.ttlMs ?? 60_000;
  }

  async acquire(key: string, holder: string, cap: number): Promise<boolean> {
    let taken: unknown;
    try {
      taken = await this.redis.eval(ACQUIRE, 1, this.keyPrefix + key, holder, cap, this.ttlMs);
    } catch (err) {
      this.options.onError(err);
      const ok = await this.local.acquire(key, holder, cap);
      if (ok) this.inMemory.add(`${key}\n${holder}`);
      return ok;
    }
    if (taken !== 1) return false;
    setUnder(this.inRedis, key).add(holder);
    return true;
  }

  async release(key: string, holder: string): Promise<void> {
    if (this.inMemory.delete(`${key}\n${holder}`)) return this.local.release(key, holder);
    const set = this.inRedis.get(key);
    if (!set?.delete(holder)) return;
    if (set.size === 0) this.inRedis.delete(key);
    if (this.closed) return;
    // Not renewed any more: if Redis misses this, the slot still expires within the TTL.
    await this.redis.zrem(this.keyPrefix + key, holder).catch(this.options.onError);
  }

  /** Renews every slot this node holds; called by the heartbeat. */
  async renew(): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const [key, holders] of this.inRedis)
      pipeline.eval(REFRESH, 1, this.keyPrefix + key, this.ttlMs, ...holders);
    if (pipeline.length > 0) await pipeline.exec().catch(this.options.onError);
  }

  async close(): Promise<void> {
    // Sockets closing at shutdown give nothing back once Redis is gone: their slots expire.
    this.closed = true;
    clearInterval(this.timer);
    await this.local.close();
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The slots one connection holds. A slot granted after the connection closed is given back at
 * once, so a socket that went away during the round trip to Redis leaks nothing.
 */
export class SlotHolder {
  private readonly held = new Set<string>();
  private closed = false;

  constructor(
    private readonly slots: SocketSlots,
    private readonly holder: string,
  ) {}

  async take(key: string, cap: number): Promise<boolean> {
    if (this.closed) return false;
    if (!(await this.slots.acquire(key, this.holder, cap))) return false;
    if (this.closed) {
      await this.slots.release(key, this.holder);
      return false;
    }
    this.held.add(key);
    return true;
  }

  /** Gives every slot back; later grants are given back as they arrive. */
  releaseAll(): Promise<unknown> {
    this.closed = true;
    const keys = [...this.held];
    this.held.clear();
    return Promise.all(keys.map((key) => this.slots.release(key, this.holder)));
  }
}
