import type { Redis } from "ioredis";
import type { CounterStore } from "./rate-limiter.js";

// INCRBY and set the window's expiry on its first hit, atomically; returns count and ms left.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** Counters shared by every node, so a throttle holds across a cluster. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "meridian:rl:",
  ) {}

  async increment(key: string, windowMs: number, by = 1) {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs, by)) as [
      number,
      number,
    ];
    return { count, resetInMs: Math.max(0, ttl) };
  }

  async peek(key: string) {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
