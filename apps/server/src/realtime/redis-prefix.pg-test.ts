import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.js";
import type { BusEvent } from "../lib/bus.js";
import type { LimitRule } from "../lib/rate-limiter.js";
import { redisKeyPrefix } from "../lib/redis-link.js";
import { redisBecomes } from "../test/redis-link-state.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

// Deployments A (two nodes) and B on one Redis: pub/sub ignores the database index, so only the
// namespace keeps them apart (decision 082).
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const secretA = randomBytes(32).toString("hex");
const secretB = randomBytes(32).toString("hex");
const heard = new Map<TestApp, BusEvent[]>();
let a1: TestApp;
let a2: TestApp;
let b: TestApp;

/** A node of the deployment with this APP_SECRET, linked to Redis, recording what its bus hears. */
async function nodeOf(appSecret: string): Promise<TestApp> {
  const node = await createTestApp({ env: { REDIS_URL: redisUrl, APP_SECRET: appSecret } });
  // Unreachable, a bus delivers on its own node only: these nodes must be linked.
  await redisBecomes(node.ctx.redis, true);
  await node.ctx.bus.ready();
  const events: BusEvent[] = [];
  node.ctx.bus.subscribe((event) => events.push(event));
  heard.set(node, events);
  return node;
}

beforeAll(async () => {
  a1 = await nodeOf(secretA);
  a2 = await nodeOf(secretA);
  b = await nodeOf(secretB);
}, 60_000);
afterAll(async () => {
  await Promise.all([a1, a2, b].map((node) => node?.app.close()));
});

const marker = (userId: string): BusEvent => ({ kind: "account-changed", userId });

describe("two deployments on one Redis", () => {
  it("get a namespace each from their app secret, the same on every node of one, never the secret", () => {
    const prefixA = a1.ctx.redis?.prefix ?? "";
    expect(a2.ctx.redis?.prefix).toBe(prefixA);
    expect(b.ctx.redis?.prefix).not.toBe(prefixA);
    expect(prefixA).toMatch(/^meridian:[0-9a-f]{12}:$/);
    expect(secretA).not.toContain(prefixA.slice("meridian:".length, -1));
    expect(redisKeyPrefix("eu-prod", "ignored")).toBe("eu-prod:");
  });

  it("hear only their own deployment's events", async () => {
    // `heard`: resolves once every node subscribed to A's channel acted on the event.
    await a1.ctx.bus.publish(marker("from-a"), { heard: true });
    expect(heard.get(a2)).toContainEqual(marker("from-a"));
    // Redis delivers in order: had B been subscribed to A's channel, A's event would be there
    // before B's own, which B has acted on once this publish resolves.
    await b.ctx.bus.publish(marker("from-b"), { heard: true });
    expect(heard.get(b)).toEqual([marker("from-b")]);
    expect(heard.get(a2)).not.toContainEqual(marker("from-b"));
  });

  it("keep separate throttles under the same name", async () => {
    const rule: LimitRule = { name: "prefix-test", limit: 1, windowMs: 60_000, hint: "Wait." };
    const subject = randomBytes(4).toString("hex");
    await a1.ctx.limiter.consume(rule, subject);
    // A's other node shares A's counter…
    await expect(a2.ctx.limiter.consume(rule, subject)).rejects.toBeInstanceOf(AppError);
    // …and B's is its own.
    await expect(b.ctx.limiter.consume(rule, subject)).resolves.toBeUndefined();
    await Promise.all([a1.ctx.limiter.clear(rule, subject), b.ctx.limiter.clear(rule, subject)]);
  });
});
