import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../lib/database-errors.js";
import { createUser } from "../test/factories.js";
import { signIn } from "../test/http.js";
import { relayedTestDatabase, startTcpRelay, type TcpRelay } from "../test/tcp-relay.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

// Shortened from the default 15 s; the client gives up a second after the server would.
const STATEMENT_TIMEOUT_MS = 500;

let relay: TcpRelay;
let t: TestApp;
beforeAll(async () => {
  const relayed = await relayedTestDatabase(startTcpRelay, { statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  relay = relayed.relay;
  t = await createTestApp({ database: relayed.database });
});
afterAll(async () => {
  await relay.start();
  await t.app.close();
  await relay.stop();
});

describe("PostgreSQL timeouts", () => {
  it("cancel a statement running past the statement timeout, as an outage the client may retry", async () => {
    const failure = await t.database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it("answer a request waiting on a network gone silent with 503 and Retry-After, and recover when it returns", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    const list = () => t.app.inject({ method: "GET", url: "/api/notifications", headers });
    expect((await list()).statusCode).toBe(200);

    // Silent, not closed: the connections stay open and nothing tells the driver they are dead.
    const waiting = list();
    relay.freeze();
    try {
      const res = await waiting;
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
    } finally {
      await relay.start();
    }
    expect((await list()).statusCode).toBe(200);
  });
});
