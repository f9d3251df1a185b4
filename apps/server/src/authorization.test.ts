import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "./test/http.js";
import { createTestApp, type TestApp } from "./test/test-app.js";

type Caller = "anonymous" | "student" | "counselor" | "admin" | "company";
type Rule = "public" | "signed-in" | "admin";

/**
 * Who may call each API route. Every route the server documents must be listed here, and every
 * row must exist: a new endpoint cannot ship without deciding its access.
 */
const accessTable: Record<string, Rule> = {
  "GET /api/health/live": "public",
  "GET /api/health/ready": "public",
  "GET /api/auth/csrf-token": "public",
  "GET /api/auth/me": "signed-in",
  "POST /api/auth/logout": "signed-in",
  "GET /api/auth/math-challenge": "public",
  "GET /api/auth/form-start": "public",
  "POST /api/auth/student-register": "public",
  "POST /api/auth/student-login": "public",
  "POST /api/auth/team-login": "public",
  "POST /api/auth/company-login": "public",
  "POST /api/users/change-password": "signed-in",
  "GET /api/auth/team-login-visibility": "public",
  "POST /api/auth/team-access-code": "public",
  "GET /api/admin/security-settings": "admin",
  "PUT /api/admin/security-settings": "admin",
  "GET /api/staff-invite/{token}": "public",
  "POST /api/auth/register-staff": "public",
  "POST /api/admin/staff-invitations": "admin",
  "GET /api/admin/staff-invitations": "admin",
  "DELETE /api/admin/staff-invitations/{id}": "admin",
  "POST /api/admin/company-accounts": "admin",
  "GET /api/admin/company-accounts": "admin",
  "GET /api/universities": "public",
  "GET /api/universities/featured": "public",
  "GET /api/universities/{id}": "public",
  "GET /api/admin/universities": "admin",
  "POST /api/admin/universities": "admin",
  "PUT /api/admin/universities/{id}": "admin",
  "DELETE /api/admin/universities/{id}": "admin",
  "POST /api/admin/universities/import/preview": "admin",
  "POST /api/admin/universities/import": "admin",
  "GET /api/admin/universities/export.csv": "admin",
  "GET /api/notifications": "signed-in",
  "GET /api/notifications/unread-count": "signed-in",
  "PUT /api/notifications/{id}/read": "signed-in",
  "PUT /api/notifications/read-all": "signed-in",
  "DELETE /api/notifications/{id}": "signed-in",
  "GET /api/notifications/preferences": "signed-in",
  "PUT /api/notifications/preferences": "signed-in",
  "GET /api/subscription-plans": "public",
};

function expectedGate(rule: Rule, caller: Caller): 401 | 403 | "through" {
  if (rule === "public") return "through";
  if (caller === "anonymous") return 401;
  if (rule === "admin" && caller !== "admin") return 403;
  return "through";
}

let t: TestApp;
const callers = {} as Record<Caller, BrowserHeaders>;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers.anonymous = await csrfHeaders(t.app);
  callers.student = await signIn(t.app, await createUser(db));
  callers.counselor = await signIn(
    t.app,
    await createUser(db, { userType: "team_member", teamRole: "counselor" }),
  );
  callers.admin = await signIn(t.app, await createUser(db, { userType: "team_member", teamRole: "admin" }));
  callers.company = await signIn(t.app, await createUser(db, { userType: "company_profile" }));
});
afterAll(() => t.app.close());

describe("authorization of every route", () => {
  it("has one row for each documented route and no stale rows", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...documented].sort()).toEqual(Object.keys(accessTable).sort());
  });

  // Sign-out last: it ends the callers' sessions.
  const rows = Object.entries(accessTable).sort(
    ([a], [b]) => Number(a.includes("logout")) - Number(b.includes("logout")),
  );
  for (const [route, rule] of rows) {
    it(`${route} is ${rule}`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      // Made-up ids: the gate must answer before anything looks them up.
      const url = path
        .replace("{token}", "x".repeat(43))
        .replace("{id}", "0190d3a0-0000-7000-8000-000000000000");
      for (const caller of Object.keys(callers) as Caller[]) {
        const res = await t.app.inject({
          method: method as "GET",
          url,
          headers: callers[caller],
          remoteAddress: `10.99.0.${Object.keys(callers).indexOf(caller) + 1}`,
          ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
        });
        const expected = expectedGate(rule, caller);
        if (expected === "through") {
          expect([401, 403], `${caller} ${route} -> ${res.statusCode} ${res.body}`).not.toContain(
            res.statusCode,
          );
        } else {
          expect(res.statusCode, `${caller} ${route}`).toBe(expected);
        }
      }
    });
  }
});
