import { accessRules } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, changePassword, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

// The company area has no API of its own yet, and every route a company account may call today
// allows a temporary password. This route stands for the company area: its role check lets a
// company account through, so only the temporary-password check can refuse it.
const COMPANY_AREA = "/api/company/area-probe";

let admin: BrowserHeaders;
let browser: BrowserHeaders;
const t = useTestApp({
  prepare: (app) => {
    app.get(COMPANY_AREA, { config: { access: accessRules.company } }, async () => ({
      success: true,
      data: { reached: true },
    }));
  },
});
beforeAll(async () => {
  admin = await signInStaff(t, "admin");
  browser = await csrfHeaders(t.app);
});

const createCompanyAccount = (headers: BrowserHeaders, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/company-accounts", headers, payload });

describe("company accounts", () => {
  it("are created by an admin with a temporary password that must be replaced at first sign-in", async () => {
    const created = await createCompanyAccount(admin, {
      email: "hr@acme.example",
      firstName: "Acme",
      lastName: "Education",
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
    const authorization = `Bearer ${login.json().data.token}`;
    const session = { ...(await csrfHeaders(t.app, authorization)), authorization };

    // Until the password is changed, a route the company role may call is refused…
    const held = await t.app.inject({ method: "GET", url: COMPANY_AREA, headers: session });
    expect(held.statusCode).toBe(403);
    expect(held.json().error).toMatchObject({
      code: "FORBIDDEN",
      message: "Please change your temporary password first.",
      hint: expect.stringContaining("Choose your own password"),
    });
    // …while the account itself, its notifications and the change stay reachable.
    const meBefore = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: session });
    expect(meBefore.statusCode).toBe(200);
    expect(meBefore.json().data).toMatchObject({ email: "hr@acme.example", mustChangePassword: true });
    const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers: session });
    expect(notifications.statusCode).toBe(200);
    expect(Array.isArray(notifications.json().data)).toBe(true);
    const unread = await t.app.inject({
      method: "GET",
      url: "/api/notifications/unread-count",
      headers: session,
    });
    expect(unread.statusCode).toBe(200);
    expect(typeof unread.json().data.count).toBe("number");

    const change = await changePassword(t.app, session, temporaryPassword, "Acme-Own-Pass1");
    expect(change.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: session });
    expect(me.json().data.mustChangePassword).toBe(false);
    // The same session now reaches the company area: the refusal above was the password's alone.
    const reached = await t.app.inject({ method: "GET", url: COMPANY_AREA, headers: session });
    expect(reached.statusCode).toBe(200);
    expect(reached.json().data).toEqual({ reached: true });

    const listed = await t.app.inject({ method: "GET", url: "/api/admin/company-accounts", headers: admin });
    expect(listed.json().data.map((u: { email: string }) => u.email)).toContain("hr@acme.example");
    expect(listed.body).not.toContain(temporaryPassword);
  });

  it("refuses a duplicate email and non-admin callers", async () => {
    await createUser(t.database.db, { email: "taken@acme.example" });
    const dup = await createCompanyAccount(admin, {
      email: "Taken@acme.example",
      firstName: "A",
      lastName: "B",
    });
    expect(dup.statusCode).toBe(409);
    const student = await signIn(t.app, await createUser(t.database.db));
    const res = await createCompanyAccount(student, {
      email: "x@acme.example",
      firstName: "A",
      lastName: "B",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("change password", () => {
  it("checks the old password and the rule, and signs out other sessions", async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user);
    const second = await signIn(t.app, user);
    const wrongOld = await changePassword(t.app, first, "Nope-Nope-1", "Brand-New-Pass1");
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().error.field).toBe("oldPassword");
    const weak = await changePassword(t.app, first, TEST_PASSWORD, "weak");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.field).toBe("newPassword");
    const ok = await changePassword(t.app, first, TEST_PASSWORD, "Brand-New-Pass1");
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: first })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: second })).statusCode).toBe(
      401,
    );
  });
});
