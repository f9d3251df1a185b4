import { randomBytes } from "node:crypto";
import { type AccountSession, realtimeCloseCodes } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { redisBecomes } from "../../test/redis-link-state.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";
import { listenForSockets, TestSocket } from "../../test/ws-client.js";

// Two app instances on one PostgreSQL database and one Redis, as behind a load balancer: a session
// ended through node A is refused by node B, which had it cached, and its socket on B closes.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
let database: Database;
let nodeA: TestApp;
let nodeB: TestApp;
let wsUrlB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Both nodes share the database; the test closes it once, after both.
  const shared = { ...database, close: async () => {} };
  const env = { REDIS_URL: redisUrl, APP_SECRET: randomBytes(32).toString("hex") };
  nodeA = await createTestApp({ database: shared, env });
  nodeB = await createTestApp({ database: shared, env });
  wsUrlB = await listenForSockets(nodeB);
  await Promise.all([redisBecomes(nodeA.ctx.redis, true), redisBecomes(nodeB.ctx.redis, true)]);
}, 60_000);

afterAll(async () => {
  await nodeB?.app.close();
  await nodeA?.app.close();
  await database?.close();
});

const meOn = (node: TestApp, headers: BrowserHeaders) =>
  node.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: headers.authorization } });

const tokenOf = (headers: BrowserHeaders) => (headers.authorization ?? "").replace("Bearer ", "");

/** A student signed in twice on node A, the second session served (and so cached) by node B. */
async function twoSessionsServedOnB() {
  const user = await createUser(database.db);
  const here = await signIn(nodeA.app, user);
  const there = await signIn(nodeA.app, user);
  expect((await meOn(nodeB, there)).statusCode).toBe(200);
  expect((await meOn(nodeB, there)).statusCode).toBe(200);
  const listed = await nodeA.app.inject({ method: "GET", url: "/api/users/sessions", headers: here });
  const thereId = (listed.json().data as AccountSession[]).find((s) => !s.current)?.id ?? "";
  return { here, there, thereId };
}

describe("sessions ended on one node", () => {
  it("one session ended through node A is refused by node B at its next request, and its socket on B closes", async () => {
    const { here, there, thereId } = await twoSessionsServedOnB();
    const socket = await TestSocket.signedIn(wsUrlB, tokenOf(there));
    try {
      const res = await nodeA.app.inject({
        method: "DELETE",
        url: `/api/users/sessions/${thereId}`,
        headers: here,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await meOn(nodeB, there);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe("AUTH_SESSION_EXPIRED");
      expect((await socket.closed).code).toBe(realtimeCloseCodes.sessionEnded);
      expect((await meOn(nodeB, here)).statusCode).toBe(200);
    } finally {
      socket.close();
    }
  });

  it("all other sessions ended through node A are refused by node B at their next request", async () => {
    const { here, there } = await twoSessionsServedOnB();
    const res = await nodeA.app.inject({
      method: "POST",
      url: "/api/users/sessions/end-others",
      headers: here,
    });
    expect(res.json().data.ended).toBe(1);
    expect((await meOn(nodeB, there)).statusCode).toBe(401);
    expect((await meOn(nodeB, here)).statusCode).toBe(200);
  });
});
