import { describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { signIn } from "../../test/http.js";
import { createTestApp, TestClock, useTestApp } from "../../test/test-app.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const clock = new TestClock();
const t = useTestApp({ now: clock.now });

const me = (headers: Record<string, string | undefined>) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers });

async function expectSignedIn(headers: Record<string, string | undefined>) {
  expect((await me(headers)).statusCode).toBe(200);
}

async function expectExpired(headers: Record<string, string | undefined>) {
  const res = await me(headers);
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe("AUTH_SESSION_EXPIRED");
}

describe("session lifetimes by kind of user", () => {
  it.each(["admin", "counselor"] as const)("ends a %s's session after 30 idle minutes", async (teamRole) => {
    const headers = await signIn(
      t.app,
      await createUser(t.database.db, { userType: "team_member", teamRole }),
    );
    clock.advance(29 * MINUTE);
    await expectSignedIn(headers);
    clock.advance(29 * MINUTE);
    await expectSignedIn(headers);
    clock.advance(31 * MINUTE);
    await expectExpired(headers);
  });

  it("ends a staff session 12 hours after sign-in even when it is in use", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db, { userType: "team_member" }));
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      await expectSignedIn(headers);
    }
    clock.advance(21 * MINUTE);
    await expectExpired(headers);
  });

  it.each(["customer", "company_profile"] as const)("keeps a %s signed in for days", async (userType) => {
    const headers = await signIn(t.app, await createUser(t.database.db, { userType }));
    clock.advance(2 * DAY);
    await expectSignedIn(headers);
    clock.advance(3 * DAY + MINUTE);
    await expectExpired(headers);
  });

  it("ends a student's session 30 days after sign-in", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    for (let day = 0; day < 29; day += 1) {
      clock.advance(DAY);
      await expectSignedIn(headers);
    }
    clock.advance(DAY + MINUTE);
    await expectExpired(headers);
  });
});

describe("configured lifetimes", () => {
  it("follows SESSION_IDLE_MINUTES_STAFF and SESSION_IDLE_MINUTES", async () => {
    const own = new TestClock();
    const configured = await createTestApp({
      now: own.now,
      env: { SESSION_IDLE_MINUTES_STAFF: "5", SESSION_IDLE_MINUTES: "10" },
    });
    try {
      const staff = await signIn(
        configured.app,
        await createUser(configured.database.db, { userType: "team_member" }),
      );
      const student = await signIn(configured.app, await createUser(configured.database.db));
      own.advance(6 * MINUTE);
      const call = (headers: Record<string, string | undefined>) =>
        configured.app.inject({ method: "GET", url: "/api/auth/me", headers });
      expect((await call(staff)).statusCode).toBe(401);
      expect((await call(student)).statusCode).toBe(200);
      own.advance(11 * MINUTE);
      expect((await call(student)).statusCode).toBe(401);
    } finally {
      await configured.app.close();
    }
  });
});

describe("a one-minute idle time", () => {
  it("keeps a session in use every 40 seconds alive (last-seen is written often enough)", async () => {
    const own = new TestClock();
    const configured = await createTestApp({ now: own.now, env: { SESSION_IDLE_MINUTES_STAFF: "1" } });
    try {
      const headers = await signIn(
        configured.app,
        await createUser(configured.database.db, { userType: "team_member" }),
      );
      for (let i = 0; i < 6; i++) {
        own.advance(40_000);
        const res = await configured.app.inject({ method: "GET", url: "/api/auth/me", headers });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await configured.app.close();
    }
  });
});
