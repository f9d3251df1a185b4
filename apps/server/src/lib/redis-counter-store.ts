import type { Redis } from "ioredis";
import type { CounterStore } from "./rate-limiter.js";

// INCRBY and set the window's expiry on its first hit, atomically; returns count and ms left.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** Counters shared by every node, so a throttle holds across a cluster; `prefix` namespaces them (the deployment's). */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
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

/**
 * Redis counters while Redis answers, this node's own counters while it does not: a throttle
 * then holds per node instead of failing open (or failing every request that counts).
 */
export class FailoverCounterStore implements CounterStore {
  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
    private readonly sharedAvailable: () => boolean,
  ) {}

  increment(key: string, windowMs: number, by?: number) {
    return this.run((store) => store.increment(key, windowMs, by));
  }

  peek(key: string) {
    return this.run((store) => store.peek(key));
  }

  reset(key: string) {
    return this.run((store) => store.reset(key));
  }

  private async run<T>(operation: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.sharedAvailable()) {
      try {
        return await operation(this.shared);
      } catch {
        // Redis went away mid-call (or timed out): this call counts on this node.
      }
    }
    return operation(this.local);
  }
}
