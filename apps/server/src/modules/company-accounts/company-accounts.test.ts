import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let admin: BrowserHeaders;
let browser: BrowserHeaders;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(
    t.app,
    await createUser(t.database.db, { userType: "team_member", teamRole: "admin" }),
  );
  browser = await csrfHeaders(t.app);
});
afterAll(() => t.app.close());

describe("company accounts", () => {
  it("are created by an admin with a temporary password that must be replaced at first sign-in", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/company-accounts",
      headers: admin,
      payload: { email: "hr@acme.example", firstName: "Acme", lastName: "Education" },
    });
    expect(created.statusCode).toBe(201);
    const { user, temporaryPassword } = created.json().data;
    expect(user).toMatchObject({ userType: "company_profile", mustChangePassword: true });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/company-login",
      headers: browser,
      payload: { email: "hr@acme.example", password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    const session = { ...browser, authorization: `Bearer ${login.json().data.token}` };

    // Until the password is changed, only the session itself and the change are reachable.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: session })).statusCode).toBe(
      200,
    );
    const blocked = await t.app.inject({
      method: "GET",
      url: "/api/admin/company-accounts",
      headers: session,
    });
    expect(blocked.statusCode).toBe(403);

    const change = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      headers: session,
      payload: { oldPassword: temporaryPassword, newPassword: "Acme-Own-Pass1" },
    });
    expect(change.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: session });
    expect(me.json().data.mustChangePassword).toBe(false);

    const listed = await t.app.inject({ method: "GET", url: "/api/admin/company-accounts", headers: admin });
    expect(listed.json().data.map((u: { email: string }) => u.email)).toContain("hr@acme.example");
    expect(listed.body).not.toContain(temporaryPassword);
  });

  it("refuses a duplicate email and non-admin callers", async () => {
    await createUser(t.database.db, { email: "taken@acme.example" });
    const dup = await t.app.inject({
      method: "POST",
      url: "/api/admin/company-accounts",
      headers: admin,
      payload: { email: "Taken@acme.example", firstName: "A", lastName: "B" },
    });
    expect(dup.statusCode).toBe(409);
    const student = await signIn(t.app, await createUser(t.database.db));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/company-accounts",
      headers: student,
      payload: { email: "x@acme.example", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("change password", () => {
  it("checks the old password and the rule, and signs out other sessions", async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user);
    const second = await signIn(t.app, user);
    const wrongOld = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      headers: first,
      payload: { oldPassword: "Nope-Nope-1", newPassword: "Brand-New-Pass1" },
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().error.field).toBe("oldPassword");
    const weak = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      headers: first,
      payload: { oldPassword: "Correct-Horse-9", newPassword: "weak" },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.field).toBe("newPassword");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      headers: first,
      payload: { oldPassword: "Correct-Horse-9", newPassword: "Brand-New-Pass1" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: first })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: second })).statusCode).toBe(
      401,
    );
  });
});
