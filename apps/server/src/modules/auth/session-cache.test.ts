import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.js";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, changePassword, signIn } from "../../test/http.js";
import { createTestApp, TestClock, useTestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";
import { changeAccountAccess, flushSessionActivity } from "./session.service.js";

// Sessions are cached per node (decision 027): these check that a cached session is refused at the
// very next request once it ends, and that reads write nothing until the batch.
const clock = new TestClock();
const t = useTestApp({ now: clock.now });

const me = (headers: BrowserHeaders) => t.app.inject({ method: "GET", url: "/api/auth/me", headers });

/** Signs in and makes two requests, so the session is certainly in the node's cache. */
async function cachedSession(user: Parameters<typeof signIn>[1]): Promise<BrowserHeaders> {
  const headers = await signIn(t.app, user);
  expect((await me(headers)).statusCode).toBe(200);
  expect((await me(headers)).statusCode).toBe(200);
  return headers;
}

async function lastSeenOf(userId: string): Promise<Date | undefined> {
  const [row] = await t.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.lastSeenAt;
}

describe("a cached session", () => {
  it("is refused at the next request after sign-out", async () => {
    const headers = await cachedSession(await createUser(t.database.db));
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers })).statusCode).toBe(200);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("AUTH_SESSION_EXPIRED");
  });

  it("is refused at the next request after a password change elsewhere; the changing session sees its new account", async () => {
    const user = await createUser(t.database.db, { userType: "company_profile", mustChangePassword: true });
    const other = await signIn(t.app, user);
    const changing = await signIn(t.app, user);
    // Both cached, both still under the temporary password.
    expect((await me(other)).json().data.mustChangePassword).toBe(true);
    expect((await me(changing)).json().data.mustChangePassword).toBe(true);
    const change = await changePassword(t.app, changing, TEST_PASSWORD, "Unusual-Lantern-74");
    expect(change.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const kept = await me(changing);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.mustChangePassword).toBe(false);
  });

  it("is refused at the next request after the account is suspended, and serves a new role at once", async () => {
    const user = await createUser(t.database.db, { userType: "team_member", teamRole: "counselor" });
    const headers = await cachedSession(user);
    await changeAccountAccess(t.ctx, user.id, { teamRole: "admin" });
    expect((await me(headers)).json().data.teamRole).toBe("admin");
    await changeAccountAccess(t.ctx, user.id, { accountStatus: "suspended" });
    const after = await me(headers);
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe("AUTH_ACCOUNT_DISABLED");
  });

  it("is refused at the next request once idle too long or past its absolute expiry (stopped clock)", async () => {
    const { idleMs, absoluteMs } = t.ctx.config.sessionLifetimes.others;
    const idle = await cachedSession(await createUser(t.database.db));
    clock.advance(idleMs + 1_000);
    expect((await me(idle)).statusCode).toBe(401);

    const busy = await cachedSession(await createUser(t.database.db));
    // Kept alive by a request every half idle time, until the absolute expiry ends it.
    let elapsed = 0;
    while (elapsed + idleMs / 2 < absoluteMs) {
      clock.advance(idleMs / 2);
      elapsed += idleMs / 2;
      expect((await me(busy)).statusCode).toBe(200);
    }
    clock.advance(absoluteMs - elapsed + 1_000);
    expect((await me(busy)).statusCode).toBe(401);
  });
});

describe("last-seen", () => {
  it("is not written by a read request, only by the batch flush", async () => {
    const user = await createUser(t.database.db);
    const headers = await cachedSession(user);
    const before = await lastSeenOf(user.id);
    clock.advance(5 * 60_000);
    const requestedAt = clock.now().getTime();
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    expect(await lastSeenOf(user.id)).toEqual(before);
    await flushSessionActivity(t.ctx);
    const after = await lastSeenOf(user.id);
    expect(after?.getTime()).toBeGreaterThanOrEqual(requestedAt);
    expect(after?.getTime()).toBeLessThan(requestedAt + 60_000);
  });

  it("is written when the server shuts down", async () => {
    const database = await createTestDatabase();
    const shutdownClock = new TestClock();
    // The app must not drop the database on close: the test reads it afterwards.
    const node = await createTestApp({
      now: shutdownClock.now,
      database: { ...database, close: async () => {} },
    });
    try {
      const user = await createUser(database.db);
      const headers = await signIn(node.app, user);
      shutdownClock.advance(10 * 60_000);
      const requestedAt = shutdownClock.now().getTime();
      expect((await node.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(200);
      const read = () =>
        database.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id));
      expect((await read())[0]?.lastSeenAt.getTime()).toBeLessThan(requestedAt);
      await node.app.close();
      expect((await read())[0]?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(requestedAt);
    } finally {
      await database.close();
    }
  });
});
