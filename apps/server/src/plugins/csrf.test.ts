import { describe, expect, it } from "vitest";
import { createUser } from "../test/factories.js";
import { csrfHeaders, signIn } from "../test/http.js";
import { createTestApp, type TestApp, useTestApp } from "../test/test-app.js";

const t = useTestApp();

/** A write every signed-in user may make that changes nothing here: marking all notifications read. */
const write = (app: TestApp["app"], headers: Record<string, string | undefined>) =>
  app.inject({ method: "PUT", url: "/api/notifications/read-all", headers });

/** The CSRF pair a browser holding this bearer token gets. */
async function pairFor(app: TestApp["app"], authorization: string | undefined) {
  const res = await app.inject({ method: "GET", url: "/api/auth/csrf-token", headers: { authorization } });
  const cookie = String(res.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  return { cookie, "x-csrf-token": res.json().data.csrfToken as string };
}

describe("the CSRF token is bound to the session", () => {
  it("accepts a token minted for the same session", async () => {
    const signedIn = await signIn(t.app, await createUser(t.database.db));
    const pair = await pairFor(t.app, signedIn.authorization);
    expect((await write(t.app, { ...pair, authorization: signedIn.authorization })).statusCode).toBe(200);
  });

  it("refuses a pair minted without a session, or for another session, with someone's bearer token", async () => {
    const victim = await signIn(t.app, await createUser(t.database.db));
    const attacker = await signIn(t.app, await createUser(t.database.db));
    const anonymous = await csrfHeaders(t.app);
    const anonymousUse = await write(t.app, { ...anonymous, authorization: victim.authorization });
    expect(anonymousUse.statusCode).toBe(403);
    expect(anonymousUse.json().error.code).toBe("CSRF_TOKEN_INVALID");

    const attackers = await pairFor(t.app, attacker.authorization);
    const crossSession = await write(t.app, { ...attackers, authorization: victim.authorization });
    expect(crossSession.statusCode).toBe(403);
    expect(crossSession.json().error.code).toBe("CSRF_TOKEN_INVALID");
  });

  it("still accepts a pair minted without a session on a sign-in", async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: await csrfHeaders(t.app),
      payload: { email: user.email, password: "Wrong-password-1" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("the Origin of a write", () => {
  // A failed sign-in answers 401 once past the CSRF check; each from its own address, so the
  // sign-in throttle never answers instead.
  let address = 0;
  const attempt = (app: TestApp["app"], headers: Record<string, string>) =>
    csrfHeaders(app).then((pair) =>
      app.inject({
        method: "POST",
        url: "/api/auth/student-login",
        headers: { ...pair, ...headers },
        payload: { email: "nobody@gmail.com", password: "Wrong-password-1" },
        remoteAddress: `10.9.0.${++address}`,
      }),
    );

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["a foreign Referer without Origin", { referer: "https://evil.example/page" }],
    ["a look-alike Origin", { origin: "http://localhost:80.evil.example" }],
  ])("refuses %s with 403 CROSS_SITE_REQUEST", async (_label, headers) => {
    const res = await attempt(t.app, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: { code: "CROSS_SITE_REQUEST" } });
  });

  it.each([
    ["no Origin or Referer (not a browser)", {}],
    ["the app's own origin", { origin: "http://localhost:80" }],
    ["the app's own Referer", { referer: "http://localhost:80/auth" }],
  ])("lets %s through", async (_label, headers) => {
    expect((await attempt(t.app, headers)).statusCode).toBe(401);
  });

  it("takes PUBLIC_URL's origin as the app's own when set, and the Vite dev server's only in development", async () => {
    const behind = await createTestApp({ env: { PUBLIC_URL: "https://meridian.example" } });
    const dev = await createTestApp({ env: { NODE_ENV: "development" } });
    try {
      expect((await attempt(behind.app, { origin: "https://meridian.example" })).statusCode).toBe(401);
      expect((await attempt(behind.app, { origin: "http://localhost:80" })).statusCode).toBe(403);
      expect((await attempt(behind.app, { origin: "http://localhost:5173" })).statusCode).toBe(403);
      expect((await attempt(t.app, { origin: "http://localhost:5173" })).statusCode).toBe(403);
      expect((await attempt(dev.app, { origin: "http://localhost:5173" })).statusCode).toBe(401);
    } finally {
      await behind.app.close();
      await dev.app.close();
    }
  });
});

describe("the cookie that holds the CSRF secret", () => {
  /** A sign-in with a wrong password: 401 once past the CSRF check, 403 when refused by it. */
  let address = 0;
  const signInAttempt = (app: TestApp["app"], headers: Record<string, string | undefined>) =>
    app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers,
      payload: { email: "nobody@gmail.com", password: "Wrong-password-1" },
      remoteAddress: `10.9.1.${++address}`,
    });

  it("is _csrf over http, without Secure", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/csrf-token" });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^_csrf=[\w-]{43};/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    expect((await signInAttempt(t.app, await csrfHeaders(t.app))).statusCode).toBe(401);
  });

  it("is __Host-_csrf over https: Secure, path /, no Domain; a plain _csrf cookie is not read", async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: "https://meridian.example" } });
    try {
      const res = await https.app.inject({ method: "GET", url: "/api/auth/csrf-token" });
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-_csrf=[\w-]{43};/);
      expect(setCookie).toMatch(/;\s*Secure/i);
      expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
      expect(setCookie).not.toMatch(/Domain=/i);

      const pair = await csrfHeaders(https.app);
      expect((await signInAttempt(https.app, pair)).statusCode).toBe(401);
      const planted = { ...pair, cookie: pair.cookie.replace(/^__Host-_csrf=/, "_csrf=") };
      const refused = await signInAttempt(https.app, planted);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("CSRF_TOKEN_INVALID");
    } finally {
      await https.app.close();
    }
  });
});
