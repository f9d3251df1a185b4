import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { RedisSocketSlots } from "./socket-slots.js";

// Two nodes' slot stores on one Redis, as behind a load balancer.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// One deployment's namespace per run: other runs on this Redis hold slots of their own.
const prefix = `meridian:test:${randomUUID()}:`;
const stores: RedisSocketSlots[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function node(options: { ttlMs?: number; heartbeatMs?: number } = {}): RedisSocketSlots {
  const store = new RedisSocketSlots(redisUrl, {
    ...options,
    prefix,
    onError: (err) => {
      throw err;
    },
  });
  stores.push(store);
  return store;
}

/** Tries every 25 ms until `acquire` grants the slot; the time it took. */
async function untilGranted(acquire: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await acquire())) {
    if (Date.now() - started > withinMs) throw new Error(`not granted within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe("socket slots in Redis", () => {
  it("holds a cap across two nodes and frees a slot released on either", async () => {
    const key = `user:${randomUUID()}`;
    const a = node();
    const b = node();
    expect(await a.acquire(key, "a1", 2)).toBe(true);
    expect(await b.acquire(key, "b1", 2)).toBe(true);
    expect(await a.acquire(key, "a2", 2)).toBe(false);
    expect(await b.acquire(key, "b2", 2)).toBe(false);
    // The same holder asking again keeps its one slot.
    expect(await a.acquire(key, "a1", 2)).toBe(true);
    await b.release(key, "b1");
    expect(await a.acquire(key, "a2", 2)).toBe(true);
  });

  it("gives back the slots of a node that died after their time to live, not before while renewed", async () => {
    const key = `address:${randomUUID()}`;
    const survivor = node({ ttlMs: 400, heartbeatMs: 100 });
    const doomed = node({ ttlMs: 400, heartbeatMs: 100 });
    expect(await survivor.acquire(key, "kept", 2)).toBe(true);
    expect(await doomed.acquire(key, "lost", 2)).toBe(true);
    const other = node({ ttlMs: 400, heartbeatMs: 100 });
    expect(await other.acquire(key, "new", 2)).toBe(false);
    // The dying node stops renewing without giving anything back (as after kill -9).
    await doomed.close();
    const waited = await untilGranted(() => other.acquire(key, "new", 2), 5_000);
    expect(waited).toBeGreaterThan(100);
    // The slot its live node renews is still held past its first time to live: the cap is full.
    expect(await other.acquire(key, "third", 2)).toBe(false);
  });
});
