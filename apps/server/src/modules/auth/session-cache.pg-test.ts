import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, changePassword, signIn } from "../../test/http.js";
import { redisBecomes } from "../../test/redis-link-state.js";
import { startTcpRelay, type TcpRelay, viaRelay } from "../../test/tcp-relay.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";
import { changeAccountAccess } from "./session.service.js";

// Two app instances on one PostgreSQL database and one Redis, as behind a load balancer; node B
// reaches Redis through a relay the last test cuts. Each caches sessions (decision 027).
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
let database: Database;
let relay: TcpRelay;
let nodeA: TestApp;
let nodeB: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(redisUrl);
  relay = await startTcpRelay(target.hostname, Number(target.port || 6379));
  // Both nodes share the database; the test closes it once, after both.
  const shared = { ...database, close: async () => {} };
  const appSecret = randomBytes(32).toString("hex");
  nodeA = await createTestApp({ database: shared, env: { REDIS_URL: redisUrl, APP_SECRET: appSecret } });
  nodeB = await createTestApp({
    database: shared,
    env: { REDIS_URL: viaRelay(redisUrl, relay), REDIS_COMMAND_TIMEOUT_MS: "300", APP_SECRET: appSecret },
  });
  await Promise.all([redisBecomes(nodeA.ctx.redis, true), redisBecomes(nodeB.ctx.redis, true)]);
}, 60_000);

afterAll(async () => {
  await nodeB?.app.close();
  await nodeA?.app.close();
  await relay?.stop();
  await database?.close();
});

const meOn = (node: TestApp, headers: BrowserHeaders) =>
  node.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: headers.authorization } });

/** A user signed in on node A whose session node B has served (so B holds it in its cache). */
async function servedOnB(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database.db, overrides);
  const headers = await signIn(nodeA.app, user);
  expect((await meOn(nodeB, headers)).statusCode).toBe(200);
  expect((await meOn(nodeB, headers)).statusCode).toBe(200);
  return { user, headers };
}

describe("sessions cached on two nodes", () => {
  it("a sign-out through node A is refused by node B at the next request", async () => {
    const { headers } = await servedOnB();
    expect((await nodeA.app.inject({ method: "POST", url: "/api/auth/logout", headers })).statusCode).toBe(
      200,
    );
    const after = await meOn(nodeB, headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("AUTH_SESSION_EXPIRED");
  });

  it("a suspension through node A is refused by node B at the next request", async () => {
    const { user, headers } = await servedOnB();
    await changeAccountAccess(nodeA.ctx, user.id, { accountStatus: "suspended" });
    const after = await meOn(nodeB, headers);
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe("AUTH_ACCOUNT_DISABLED");
  });

  it("a password change through node A ends the user's other sessions on node B at the next request", async () => {
    const { user, headers: other } = await servedOnB();
    const changing = await signIn(nodeA.app, user);
    const change = await changePassword(nodeA.app, changing, TEST_PASSWORD, "Unusual-Lantern-74");
    expect(change.statusCode).toBe(200);
    expect((await meOn(nodeB, other)).statusCode).toBe(401);
    expect((await meOn(nodeB, changing)).statusCode).toBe(200);
  });

  it("while node B cannot reach Redis it serves no cached session: a sign-out on A is refused on B", async () => {
    const { headers } = await servedOnB();
    await relay.stop();
    try {
      await redisBecomes(nodeB.ctx.redis, false);
      // Published through Redis, which node B no longer hears.
      expect((await nodeA.app.inject({ method: "POST", url: "/api/auth/logout", headers })).statusCode).toBe(
        200,
      );
      expect((await meOn(nodeB, headers)).statusCode).toBe(401);
    } finally {
      await relay.start();
    }
    await redisBecomes(nodeB.ctx.redis, true);
    // Back in step: a session served while degraded is cached again and still ends everywhere.
    const again = await servedOnB();
    expect(
      (await nodeA.app.inject({ method: "POST", url: "/api/auth/logout", headers: again.headers }))
        .statusCode,
    ).toBe(200);
    expect((await meOn(nodeB, again.headers)).statusCode).toBe(401);
  }, 30_000);
});
