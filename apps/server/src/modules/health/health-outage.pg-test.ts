import { realtimeCloseCodes } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayedTestDatabase, startTcpRelay, type TcpRelay } from "../../test/tcp-relay.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket } from "../../test/ws-client.js";

// A TCP relay in front of the real PostgreSQL lets the test take the database away and bring it
// back without touching the server every other test shares.
let relay: TcpRelay;
let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  const relayed = await relayedTestDatabase(startTcpRelay);
  relay = relayed.relay;
  t = await createTestApp({ database: relayed.database });
  wsUrl = await listenForSockets(t);
});
afterAll(async () => {
  await relay.start();
  await t.app.close();
  await relay.stop();
});

const ready = () => t.app.inject({ method: "GET", url: "/api/health/ready" });

/** A 503 in the envelope that tells the client when to come back. */
function expectRetryableOutage(res: Awaited<ReturnType<typeof ready>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
  expect(res.body).not.toMatch(/127\.0\.0\.1|ECONN|select/i);
}

describe("a PostgreSQL outage", () => {
  it("flips readiness to 503 within 2 s and recovers without a restart", async () => {
    expect((await ready()).statusCode).toBe(200);

    await relay.stop();
    try {
      const down = Date.now();
      let res = await ready();
      while (res.statusCode === 200 && Date.now() - down < 2_000) res = await ready();
      expectRetryableOutage(res);
      expect(Date.now() - down).toBeLessThan(2_000);
    } finally {
      await relay.start();
    }
    // Once PostgreSQL is reachable again, the next check opens a fresh connection: no restart, no wait.
    expect((await ready()).statusCode).toBe(200);
  });

  it("answers every data route 503 SERVICE_UNAVAILABLE with Retry-After, never 500", async () => {
    const { headers } = await signedInSocketUser(t);
    await relay.stop();
    try {
      const started = Date.now();
      expectRetryableOutage(await t.app.inject({ method: "GET", url: "/api/universities?limit=5" }));
      expectRetryableOutage(await t.app.inject({ method: "GET", url: "/api/auth/me", headers }));
      expectRetryableOutage(await t.app.inject({ method: "GET", url: "/api/notifications", headers }));
      // The pool gives up on a connection quickly: nothing hangs until the client's own timeout.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await relay.start();
    }
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(200);
  });

  it("closes a socket that authenticates during the outage with 1013, not as a rejected session", async () => {
    const { token } = await signedInSocketUser(t);
    const client = new TestSocket(wsUrl);
    await client.next("connected");
    await relay.stop();
    try {
      client.send({ type: "authenticate", data: { token } });
      const closed = await client.closed;
      expect(closed.code).toBe(realtimeCloseCodes.tryAgainLater);
      expect(client.messages.some((m) => m.type === "error" && m.data.code === "AUTH_FAILED")).toBe(false);
    } finally {
      await relay.start();
    }
    // The same token then authenticates: the session was never the problem.
    (await TestSocket.signedIn(wsUrl, token)).close();
  });
});
