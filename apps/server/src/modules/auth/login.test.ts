import { COOLING_PERIOD_MS } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailMessages, notifications } from "../../db/schema/index.js";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, withDeviceCookie } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";
import { changeAccountAccess } from "./session.service.js";

const clock = new TestClock();
let browser: BrowserHeaders;
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  browser = await csrfHeaders(t.app);
});

function post(
  url: string,
  payload: object,
  extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...browser, ...extra.headers },
    payload,
    remoteAddress: extra.remoteAddress,
  });
}

describe("sign-in", () => {
  it("signs a student in with a 256-bit token and the cooling-period flag from the server clock", async () => {
    const fresh = await createUser(t.database.db);
    const res = await post("/api/auth/student-login", { email: fresh.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Buffer.from(data.token, "base64url").length).toBeGreaterThanOrEqual(32);
    // A first sign-in is a flagged one (decision 044): the community cooling period starts, whatever the account's age.
    expect(data.coolingPeriod).toBe(true);
    expect(data.user.lastLoginAt).not.toBeNull();

    const old = await createUser(t.database.db, { createdAt: new Date(Date.now() - 2 * 3_600_000) });
    const first = await post("/api/auth/student-login", { email: old.email, password: TEST_PASSWORD });
    expect(first.json().data.coolingPeriod).toBe(true);
    // The same browser (its device cookie) an hour later: no new flag, and the period has run out.
    clock.advance(COOLING_PERIOD_MS + 1_000);
    const later = await post(
      "/api/auth/student-login",
      { email: old.email, password: TEST_PASSWORD },
      { headers: withDeviceCookie(browser, first) },
    );
    expect(later.json().data.coolingPeriod).toBe(false);
    // A browser the account never used starts it again.
    const elsewhere = await post(
      "/api/auth/student-login",
      { email: old.email, password: TEST_PASSWORD },
      { headers: { "user-agent": "Another browser/1.0" } },
    );
    expect(elsewhere.json().data.coolingPeriod).toBe(true);
  });

  it("says when a sign-in is the account's first ever, and only then", async () => {
    const fresh = await createUser(t.database.db);
    const first = await post("/api/auth/student-login", { email: fresh.email, password: TEST_PASSWORD });
    expect(first.json().data.firstSignIn).toBe(true);
    const again = await post("/api/auth/student-login", { email: fresh.email, password: TEST_PASSWORD });
    expect(again.json().data.firstSignIn).toBeUndefined();
  });

  it("sends each kind of account through its own door only", async () => {
    const admin = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    const team = await post("/api/auth/team-login", { email: admin.email, password: TEST_PASSWORD });
    expect(team.statusCode).toBe(200);
    expect(team.json().data.user).toMatchObject({ userType: "team_member", teamRole: "admin" });
    expect(team.json().data).not.toHaveProperty("coolingPeriod");

    const asStudent = await post("/api/auth/student-login", { email: admin.email, password: TEST_PASSWORD });
    expect(asStudent.statusCode).toBe(401);
    const company = await createUser(t.database.db, { userType: "company_profile" });
    expect(
      (await post("/api/auth/company-login", { email: company.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await post("/api/auth/team-login", { email: company.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it("signs a company account in at the student door too, with the session the company door gives", async () => {
    const company = await createUser(t.database.db, { userType: "company_profile" });
    const res = await post("/api/auth/student-login", { email: company.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: company.id, userType: "company_profile" });
    expect(res.json().data).not.toHaveProperty("coolingPeriod");
    const authorization = `Bearer ${res.json().data.token}`;
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization } });
    expect(me.json().data).toMatchObject({ id: company.id, userType: "company_profile" });
    // The company area answers the session as it answers one opened at the company door.
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/company/profile",
      headers: { authorization },
    });
    expect(profile.statusCode).toBe(200);
    const wrong = await post("/api/auth/student-login", { email: company.email, password: "Wrong-pass-1" });
    expect(wrong.statusCode).toBe(401);
  });

  it("answers an unknown email and a wrong password identically, in similar time", async () => {
    const user = await createUser(t.database.db);
    const timed = async (payload: object) => {
      const started = performance.now();
      const res = await post("/api/auth/student-login", payload, { remoteAddress: "10.2.0.1" });
      return { res, ms: performance.now() - started };
    };
    const samples = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 5; i++) {
      const unknown = await timed({ email: `nobody-${i}@gmail.com`, password: "Whatever-1" });
      const wrong = await timed({ email: user.email, password: `Wrong-pass-${i}` });
      expect(unknown.res.statusCode).toBe(401);
      expect(wrong.res.statusCode).toBe(401);
      expect(unknown.res.body).toBe(wrong.res.body);
      samples.unknown.push(unknown.ms);
      samples.wrong.push(wrong.ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    // Both pay one argon2id verification; without the dummy check an unknown email answers ~50x
    // faster. The bounds are loose because the machine is shared.
    const ratio = median(samples.unknown) / median(samples.wrong);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it("refuses missing and malformed fields with 422 naming the field", async () => {
    const missing = await post("/api/auth/student-login", { email: "a@gmail.com" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.field).toBe("password");
    const notEmail = await post("/api/auth/student-login", { email: "' OR 1=1 --", password: "x" });
    expect(notEmail.statusCode).toBe(422);
    expect(notEmail.json().error.field).toBe("email");
  });

  it("refuses a suspended account at sign-in and its open sessions at once", async () => {
    const user = await createUser(t.database.db);
    const headers = await signIn(t.app, user);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(200);
    // Through the one function that changes account access, which every node's session cache hears.
    await changeAccountAccess(t.ctx, user.id, { accountStatus: "suspended" });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe("AUTH_ACCOUNT_DISABLED");
    const again = await post("/api/auth/student-login", { email: user.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(403);
  });
});

describe("a new device", () => {
  const securityNotes = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "security")));
  const agent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0";

  it("is a browser without the account's device cookie, whatever its User-Agent", async () => {
    const user = await createUser(t.database.db);
    const first = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: { "user-agent": agent } },
    );
    expect(first.statusCode).toBe(200);
    clock.advance(COOLING_PERIOD_MS + 1_000);
    // The same User-Agent string from another browser (no device cookie): a new device.
    const copied = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: { "user-agent": agent } },
    );
    expect(copied.json().data.coolingPeriod).toBe(true);
    const notes = await securityNotes(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe("New sign-in to your account");
    // And by mail, naming the browser, the address and the page to end it from.
    await t.app.jobRunner.runDue();
    const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.userId, user.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["new_device_sign_in"]);
    expect(mails[0]?.text).toContain("from Firefox 130 on Linux at the address");
    expect(mails[0]?.text).toContain("/settings");
  });

  it("is not the browser that brings the device cookie of an earlier sign-in", async () => {
    const user = await createUser(t.database.db);
    const first = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: { "user-agent": agent } },
    );
    clock.advance(COOLING_PERIOD_MS + 1_000);
    // The same browser, even after an update changed its User-Agent.
    const known = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: { ...withDeviceCookie(browser, first), "user-agent": "Mozilla/5.0 Firefox/131.0" } },
    );
    expect(known.statusCode).toBe(200);
    expect(known.json().data.coolingPeriod).toBe(false);
    expect(await securityNotes(user.id)).toHaveLength(0);
  });

  it("gets a device cookie kept a year, HttpOnly and SameSite=Lax, a new one at each sign-in", async () => {
    const user = await createUser(t.database.db);
    const first = await post("/api/auth/student-login", { email: user.email, password: TEST_PASSWORD });
    const cookie = [first.headers["set-cookie"]]
      .flat()
      .map(String)
      .find((c) => c.startsWith("meridian_device="));
    expect(cookie).toMatch(
      /^meridian_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const again = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: withDeviceCookie(browser, first) },
    );
    // Given the next id at each sign-in: an id planted in a browser is used up by the owner's
    // sign-in and never names a browser the account knows (the test below).
    expect(withDeviceCookie(browser, again).cookie).not.toBe(withDeviceCookie(browser, first).cookie);
    // Only the cookie's hash is kept.
    const dump = JSON.stringify(await t.database.db.execute("select * from sessions"));
    expect(dump).not.toContain(cookie?.split(";")[0]?.split("=")[1]);
    // A refused sign-in sets none.
    const refused = await post("/api/auth/student-login", { email: user.email, password: "Wrong-pass-1" });
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });

  it("does not come to know a device id planted in the owner's browser", async () => {
    const user = await createUser(t.database.db);
    await post("/api/auth/student-login", { email: user.email, password: TEST_PASSWORD });
    const planted = { ...browser, cookie: [browser.cookie, `meridian_device=${"p".repeat(43)}`].join("; ") };
    // The owner signs in from the browser where the id was planted…
    const owner = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: planted },
    );
    expect(owner.statusCode).toBe(200);
    clock.advance(COOLING_PERIOD_MS + 1_000);
    // …and whoever planted it, with the password, is still a new device: told, and cooling.
    const intruder = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { headers: planted },
    );
    expect(intruder.json().data.coolingPeriod).toBe(true);
    expect((await securityNotes(user.id)).length).toBe(2);
  });

  it("knows a browser per account: another account's device cookie makes a new device", async () => {
    const one = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const first = await post("/api/auth/student-login", { email: one.email, password: TEST_PASSWORD });
    await post("/api/auth/student-login", { email: other.email, password: TEST_PASSWORD });
    clock.advance(COOLING_PERIOD_MS + 1_000);
    const res = await post(
      "/api/auth/student-login",
      { email: other.email, password: TEST_PASSWORD },
      { headers: withDeviceCookie(browser, first) },
    );
    expect(res.json().data.coolingPeriod).toBe(true);
    expect(await securityNotes(other.id)).toHaveLength(1);
  });
});

describe("the session", () => {
  it("returns the user for a valid token and 401 without one", async () => {
    const user = await createUser(t.database.db, { firstName: "Ines" });
    const headers = await signIn(t.app, user);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.json().data).toMatchObject({ id: user.id, firstName: "Ines", accountStatus: "active" });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("AUTH_REQUIRED");
    const bogus = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: "Bearer nope" },
    });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().error.code).toBe("AUTH_SESSION_EXPIRED");
  });

  it("is revoked by sign-out", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
  });

  it("expires after the idle time", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    clock.advance(t.ctx.config.sessionLifetimes.others.idleMs + 60_000);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("AUTH_SESSION_EXPIRED");
  });

  it("stores only a hash of the token", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    const token = headers.authorization?.replace("Bearer ", "") ?? "";
    const dump = JSON.stringify(await t.database.db.execute("select * from sessions"));
    expect(dump).not.toContain(token);
  });
});

describe("CSRF", () => {
  it("refuses a state-changing request without a token, with a foreign token, or from another site", async () => {
    const payload = { email: "x@gmail.com", password: "y" };
    const none = await t.app.inject({ method: "POST", url: "/api/auth/student-login", payload });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe("CSRF_TOKEN_MISSING");

    const other = await csrfHeaders(t.app);
    const mixed = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: { cookie: browser.cookie, "x-csrf-token": other["x-csrf-token"] },
      payload,
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().error.code).toBe("CSRF_TOKEN_INVALID");

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: { ...browser, "sec-fetch-site": "cross-site" },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("CROSS_SITE_REQUEST");
  });

  it("sets an HttpOnly, SameSite=Strict _csrf cookie and keeps it across token refreshes", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/auth/csrf-token" });
    const cookie = String(first.headers["set-cookie"]);
    expect(cookie).toMatch(/^_csrf=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    const again = await t.app.inject({
      method: "GET",
      url: "/api/auth/csrf-token",
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(again.json().data.csrfToken).not.toBe(first.json().data.csrfToken);
  });
});

describe("throttling", () => {
  it("locks one account on one address after 5 failures, with Retry-After and a hint", async () => {
    const user = await createUser(t.database.db);
    const victimIp = "10.3.0.1";
    for (let i = 0; i < 5; i++) {
      const res = await post(
        "/api/auth/student-login",
        { email: user.email, password: "Wrong-1" },
        { remoteAddress: victimIp },
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { remoteAddress: victimIp },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("RATE_LIMITED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(60);
    expect(locked.json().error.hint).toMatch(/Try again in \d+ minutes?/);

    // Another user signing in from the same network is not locked out…
    const other = await createUser(t.database.db);
    const ok = await post(
      "/api/auth/student-login",
      { email: other.email, password: TEST_PASSWORD },
      { remoteAddress: victimIp },
    );
    expect(ok.statusCode).toBe(200);
    // …nor is the owner from another address.
    const elsewhere = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { remoteAddress: "10.3.0.2" },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("is not fooled by X-Forwarded-For without a trusted proxy", async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      await post(
        "/api/auth/student-login",
        { email: user.email, password: "Wrong-1" },
        { remoteAddress: "10.4.0.1", headers: { "x-forwarded-for": `203.0.113.${i}` } },
      );
    }
    const res = await post(
      "/api/auth/student-login",
      { email: user.email, password: TEST_PASSWORD },
      { remoteAddress: "10.4.0.1", headers: { "x-forwarded-for": "203.0.113.99" } },
    );
    expect(res.statusCode).toBe(429);
  });
});

describe("audit", () => {
  it("records sign-ins and failures with address and no secret", async () => {
    const user = await createUser(t.database.db);
    await post(
      "/api/auth/student-login",
      { email: user.email, password: "Secret-Wrong-9" },
      { remoteAddress: "10.6.0.1" },
    );
    const headers = await signIn(t.app, user);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, user.id));
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["auth.login_failed", "auth.login"]));
    expect(events.find((e) => e.action === "auth.login_failed")?.ip).toBe("10.6.0.1");
    const dump = JSON.stringify(events);
    expect(dump).not.toContain("Secret-Wrong-9");
    expect(dump).not.toContain(TEST_PASSWORD);
    expect(dump).not.toContain(headers.authorization?.replace("Bearer ", ""));
  });
});
