import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { describeCounterStoreBehaviour } from "../test/counter-store-suite.js";
import { AppError } from "./app-error.js";
import { type LimitRule, RateLimiter } from "./rate-limiter.js";
import { RedisCounterStore } from "./redis-counter-store.js";

// The Redis of the PostgreSQL pass (scripts/test-services.mjs resolves it the same way).
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

let redis: Redis;
beforeAll(() => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await redis.quit();
});

/** A prefix no other test or run shares, so tests never see each other's counters. */
function uniquePrefix(): string {
  return `meridian:test:rl:${randomBytes(6).toString("hex")}:`;
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 100);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== "0");
  return keys;
}

async function dropKeysUnder(prefix: string): Promise<void> {
  const keys = await keysUnder(prefix);
  if (keys.length > 0) await redis.del(...keys);
}

describeCounterStoreBehaviour("RedisCounterStore", async () => {
  const prefix = uniquePrefix();
  return {
    store: new RedisCounterStore(redis, prefix),
    // Redis keeps its own time: letting `ms` pass means shortening each key's expiry by `ms`. A key
    // with no expiry (-1) keeps it, so a store that forgot to set one fails the window tests.
    elapse: async (ms) => {
      for (const key of await keysUnder(prefix)) {
        const ttl = await redis.pttl(key);
        if (ttl < 0) continue;
        if (ttl - ms <= 0) await redis.del(key);
        else await redis.pexpire(key, ttl - ms);
      }
    },
    // The real milliseconds between Redis setting an expiry and the test reading it; generous
    // for a busy machine, still far below any window the tests compare.
    slackMs: 5_000,
    close: () => dropKeysUnder(prefix),
  };
});

describe("RedisCounterStore in Redis", () => {
  const prefix = uniquePrefix();
  afterEach(() => dropKeysUnder(prefix));

  it("stores each counter under its prefix with the window as the key's expiry", async () => {
    const store = new RedisCounterStore(redis, prefix);
    await store.increment("login-fail:ip:10.0.0.1", 60_000);
    await store.increment("login-fail:ip:10.0.0.1", 60_000);
    expect(await redis.get(`${prefix}login-fail:ip:10.0.0.1`)).toBe("2");
    const ttl = await redis.pttl(`${prefix}login-fail:ip:10.0.0.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("shares counters between nodes, as two app instances on one Redis do", async () => {
    const otherConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const nodeA = new RedisCounterStore(redis, prefix);
      const nodeB = new RedisCounterStore(otherConnection, prefix);
      await nodeA.increment("k", 60_000);
      expect((await nodeB.increment("k", 60_000)).count).toBe(2);
      expect((await nodeA.peek("k")).count).toBe(2);
      await nodeB.reset("k");
      expect((await nodeA.peek("k")).count).toBe(0);
    } finally {
      await otherConnection.quit();
    }
  });

  it("refuses through the rate limiter with the time left in Redis as Retry-After", async () => {
    const limiter = new RateLimiter(new RedisCounterStore(redis, prefix));
    const rule: LimitRule = { name: "test:ip", limit: 2, windowMs: 15 * 60_000, hint: "Too many tries." };
    await limiter.consume(rule, "10.0.0.1");
    await limiter.consume(rule, "10.0.0.1");
    const refused = await limiter.consume(rule, "10.0.0.1").then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("RATE_LIMITED");
    // 15 minutes less the few real milliseconds since the first hit, rounded up.
    expect((refused as AppError).extra.retryAfterSeconds).toBe(15 * 60);
    expect(await limiter.consume(rule, "10.0.0.2")).toBeUndefined();
  });
});
