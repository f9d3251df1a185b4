import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../test/factories.js";
import { csrfHeaders, signInOverHttp } from "../test/http.js";
import { redisBecomes } from "../test/redis-link-state.js";
import { startServerProcess } from "../test/server-process.js";
import { startTcpRelay, type TcpRelay, viaRelay } from "../test/tcp-relay.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

// Long against a machine's jitter, short enough that a frozen Redis is noticed within seconds.
const COMMAND_TIMEOUT_MS = 1_500;

// The Redis of the PostgreSQL pass, reached through a relay the test cuts (the shared server stays up).
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const target = new URL(redisUrl);

describe("Redis lost after start", () => {
  let relay: TcpRelay;
  let t: TestApp;
  beforeAll(async () => {
    relay = await startTcpRelay(target.hostname, Number(target.port || 6379));
    t = await createTestApp({
      env: { REDIS_URL: viaRelay(redisUrl, relay), REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS) },
    });
    await redisBecomes(t.ctx.redis, true);
  });
  afterAll(async () => {
    await t.app.close();
    await relay.stop();
  });

  const ready = () => t.app.inject({ method: "GET", url: "/api/health/ready" });
  async function login(email: string, password: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: await csrfHeaders(t.app),
      payload: { email, password },
    });
  }

  it("keeps signing in, still throttled per node, reports degraded readiness, and recovers", async () => {
    const user = await createUser(t.database.db);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await ready()).json().data.degraded).toEqual([]);

    await relay.stop();
    await redisBecomes(t.ctx.redis, false);
    try {
      const res = await login(user.email, TEST_PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      const readiness = await ready();
      expect(readiness.statusCode).toBe(200);
      expect(readiness.json().data.degraded).toEqual(["redis"]);

      // Never fail open: the per-node counters take over and the sixth try is refused.
      const other = await createUser(t.database.db);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(other.email, "wrong-password-1")).statusCode).toBe(401);
      }
      const throttled = await login(other.email, TEST_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
      expect(throttled.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
    } finally {
      await relay.start();
    }
    await redisBecomes(t.ctx.redis, true);
    expect((await ready()).json().data.degraded).toEqual([]);
  });

  async function timedLogin(email: string) {
    const started = performance.now();
    const res = await login(email, TEST_PASSWORD);
    return { res, ms: performance.now() - started };
  }

  it("notices a Redis gone silent without a reset: degraded readiness, sign-ins stop waiting on it, recovery", async () => {
    const user = await createUser(t.database.db);
    const before = await timedLogin(user.email);
    expect(before.res.statusCode).toBe(200);
    relay.freeze();
    try {
      // No connection closes, so only the node's own check can tell Redis went silent.
      await redisBecomes(t.ctx.redis, false);
      const readiness = await ready();
      expect(readiness.statusCode).toBe(200);
      expect(readiness.json().data.degraded).toEqual(["redis"]);
      const during = await timedLogin(user.email);
      expect(during.res.statusCode, during.res.body).toBe(200);
      // Counted on this node at once: a sign-in makes several throttle calls, and each one left to
      // Redis would wait out the whole command timeout. The timeout is long enough that a busy
      // machine's jitter stays far below it.
      expect(during.ms).toBeLessThan(before.ms + COMMAND_TIMEOUT_MS);
    } finally {
      await relay.start();
    }
    await redisBecomes(t.ctx.redis, true);
  });
});

describe("Redis unreachable at start", () => {
  it("starts degraded and says so, serves sign-ins, and recovers once Redis answers", async () => {
    const relay = await startTcpRelay(target.hostname, Number(target.port || 6379));
    await relay.stop();
    const server = startServerProcess({
      REDIS_URL: viaRelay(redisUrl, relay),
      REDIS_COMMAND_TIMEOUT_MS: "300",
      SEED_DEMO: "true",
    });
    try {
      const base = await server.ready;
      await server.waitForLine(/Redis unreachable/);
      await signInOverHttp(base, "student", {
        email: "student@meridian.demo",
        password: "Demo-Meridian-2026",
      });
      const degraded = await fetch(new URL("/api/health/ready", base));
      expect(degraded.status).toBe(200);
      expect(((await degraded.json()) as { data: { degraded: string[] } }).data.degraded).toEqual(["redis"]);

      await relay.start();
      await server.waitForLine(/Redis reachable/);
      const recovered = await fetch(new URL("/api/health/ready", base));
      expect(((await recovered.json()) as { data: { degraded: string[] } }).data.degraded).toEqual([]);
    } finally {
      server.proc.kill("SIGTERM");
      await server.exited;
      await relay.stop();
    }
  }, 60_000);
});
