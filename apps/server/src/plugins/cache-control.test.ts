import { beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../test/http.js";
import { useTestApp } from "../test/test-app.js";

let admin: BrowserHeaders;
let adminEmail: string;
const t = useTestApp();
beforeAll(async () => {
  const user = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
  adminEmail = user.email;
  admin = await signIn(t.app, user);
});

describe("Cache-Control on API responses", () => {
  it("keeps private answers out of every cache: sign-in, the account, admin settings", async () => {
    const browser = await csrfHeaders(t.app);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/team-login",
      headers: browser,
      payload: { email: adminEmail, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    for (const url of ["/api/auth/me", "/api/admin/security-settings", "/api/admin/staff-invitations"]) {
      const res = await t.app.inject({ method: "GET", url, headers: admin });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends no-store with every error envelope, on cacheable routes too", async () => {
    const browser = await csrfHeaders(t.app);
    const failures = [
      { method: "GET", url: "/api/nope" },
      { method: "GET", url: "/api/auth/me" },
      { method: "GET", url: "/api/admin/security-settings" },
      { method: "POST", url: "/api/auth/team-login", headers: browser, payload: { email: "x" } },
      { method: "POST", url: "/api/auth/logout" },
      { method: "GET", url: "/api/universities?limit=0" },
      { method: "GET", url: "/api/universities/not-a-uuid" },
      { method: "GET", url: "/api/universities/0190b2f4-7d35-7a9c-8000-000000000000" },
    ] as const;
    for (const request of failures) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(res.json().success, request.url).toBe(false);
      expect(res.headers["cache-control"], request.url).toBe("no-store");
    }
  });

  it("lets the public catalogue and plan list be cached as the contract declares", async () => {
    for (const url of ["/api/universities?search=a", "/api/subscription-plans"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("public, max-age=60");
    }
  });

  it("treats the OpenAPI document as an API answer too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
