import { emailVerificationMessages } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accountTokens, applications, auditEvents, mailMessages, users } from "../../db/schema/index.js";
import {
  createApplicationRow,
  createUniversityRow,
  createUser,
  TEST_PASSWORD,
} from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { registrationForm } from "../../test/registration-form.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
const t = useTestApp({ now: clock.now });
let admin: BrowserHeaders;
// Signed in afresh for each test: some move the clock past a session's lifetime.
beforeEach(async () => {
  admin = await signInStaff(t, "admin");
});

let address = 0;
const nextIp = () => `10.41.${Math.floor(++address / 250)}.${address % 250}`;
const HOUR = 3_600_000;

async function post(url: string, payload: Record<string, unknown> | undefined, headers?: BrowserHeaders) {
  return t.app.inject({
    method: "POST",
    url,
    headers: headers ?? (await csrfHeaders(t.app)),
    ...(payload ? { payload } : {}),
    remoteAddress: nextIp(),
  });
}
const verify = (token: string) => post("/api/auth/verify-email", { token });
const resend = (headers: BrowserHeaders) => post("/api/users/verify-email/resend", undefined, headers);
const me = async (headers: BrowserHeaders) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).json().data;

/** Registers a student as the page does; answers the address used. */
async function register(): Promise<string> {
  const form = await registrationForm(t.app, () => clock.advance(10_000), { password: TEST_PASSWORD });
  const res = await post("/api/auth/student-register", form);
  expect(res.statusCode).toBe(200);
  return form.email;
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.kind, "email_verification")))
    .orderBy(mailMessages.createdAt);

/** The token of the newest verification link mailed to `email`, read as its recipient would. */
async function tokenMailedTo(email: string): Promise<string> {
  // Rendered when sent: the runner sends what is queued (the outbox, with no SMTP_URL).
  while ((await t.app.jobRunner.runDue()) > 0) {}
  const text = (await mailsTo(email)).at(-1)?.text ?? "";
  const token = /\/auth\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function signInAs(email: string): Promise<BrowserHeaders> {
  return signIn(t.app, await userByEmail(email));
}

const markVerified = (userId: string) =>
  t.database.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, userId));

describe("confirming the address after registration", () => {
  it("mails one link with the account; it confirms the address once and /me says so at once", async () => {
    const email = await register();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const headers = await signInAs(email);
    // Cached by two reads: the confirmation must reach the cached session too.
    expect((await me(headers)).emailVerified).toBe(false);
    expect((await me(headers)).emailVerified).toBe(false);

    const token = await tokenMailedTo(email);
    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toBe(emailVerificationMessages.verified);
    expect((await me(headers)).emailVerified).toBe(true);
    const user = await userByEmail(email);
    expect(user.emailVerifiedAt).not.toBeNull();
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, user.id));
    expect(audited.map((row) => row.action)).toContain("user.email_verified");

    // Used once.
    const again = await verify(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("AUTH_RESET_LINK_INVALID");
    expect(again.json().error.message).toBe(emailVerificationMessages.linkInvalid);
  });

  it("keeps the token only as a hash, and stores none for a registration with a taken address", async () => {
    const email = await register();
    const token = await tokenMailedTo(email);
    const user = await userByEmail(email);
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe("email_verification");
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe((rows[0]?.createdAt.getTime() ?? 0) + 48 * HOUR);

    // The same address again: the same answer, no second link.
    const form = await registrationForm(t.app, () => clock.advance(10_000), { email });
    expect((await post("/api/auth/student-register", form)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("refuses a link after 48 hours, and an unknown one, changing nothing", async () => {
    const email = await register();
    const token = await tokenMailedTo(email);
    clock.advance(48 * HOUR + 1_000);
    const late = await verify(token);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.code).toBe("AUTH_RESET_LINK_INVALID");
    const unknown = await verify("A".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();
  });

  it("answers malformed input with 422 naming the field, and refuses unknown fields", async () => {
    const short = await verify("abc");
    expect(short.statusCode).toBe(422);
    expect(short.json().error.field).toBe("token");
    const extra = await post("/api/auth/verify-email", { token: "A".repeat(43), userId: "x" });
    expect(extra.statusCode).toBe(422);
    const missing = await post("/api/auth/verify-email", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.field).toBe("token");
  });
});

describe("asking for a new link", () => {
  it("mails a new working link, at most 3 an hour per account", async () => {
    const email = await register();
    const headers = await signInAs(email);
    for (let i = 0; i < 3; i++) {
      const res = await resend(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe(emailVerificationMessages.resent);
    }
    expect(await mailsTo(email)).toHaveLength(4);
    const refused = await resend(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await mailsTo(email)).toHaveLength(4);

    // The newest link works; the account's older ones are spent with it.
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, (await userByEmail(email)).id));
    expect(rows).toHaveLength(4);
    expect((await verify(await tokenMailedTo(email))).statusCode).toBe(200);
    while ((await t.app.jobRunner.runDue()) > 0) {}
    const firstText = (await mailsTo(email))[0]?.text ?? "";
    const first = /#token=([A-Za-z0-9_-]{43})/.exec(firstText)?.[1] ?? "";
    expect((await verify(first)).statusCode).toBe(404);

    // An hour later it may ask again (and, being confirmed, gets nothing).
    clock.advance(HOUR + 1_000);
    expect((await resend(headers)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it("answers the same and mails nothing when the address is already confirmed", async () => {
    const user = await createUser(t.database.db);
    await markVerified(user.id);
    const headers = await signIn(t.app, user);
    expect((await me(headers)).emailVerified).toBe(true);
    const res = await resend(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(emailVerificationMessages.resent);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it("is for signed-in callers only", async () => {
    const res = await post("/api/users/verify-email/resend", undefined);
    expect(res.statusCode).toBe(401);
  });
});

describe("the admins' switch: a confirmed address before applying", () => {
  const setRequired = (on: boolean) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/security-settings",
      headers: admin,
      payload: { requireVerifiedEmailToApply: on },
    });
  const apply = (headers: BrowserHeaders, universityId: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers,
      payload: {
        universityId,
        programName: "Computer Science",
        degreeType: "Master's",
        intakeTerm: "fall",
        intakeYear: new Date().getUTCFullYear() + 1,
      },
    });
  const countOf = async (studentId: string) =>
    (await t.database.db.select().from(applications).where(eq(applications.studentId, studentId))).length;

  it("is off by default, shown to admins, and changes only through an admin", async () => {
    const settings = await t.app.inject({
      method: "GET",
      url: "/api/admin/security-settings",
      headers: admin,
    });
    expect(settings.json().data.requireVerifiedEmailToApply).toBe(false);
    const student = await signIn(t.app, await createUser(t.database.db));
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/security-settings",
      headers: student,
      payload: { requireVerifiedEmailToApply: true },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/security-settings",
      headers: admin,
      payload: { requireVerifiedEmailToApply: "yes" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("requireVerifiedEmailToApply");
  });

  it("when on, refuses an unconfirmed student's application with 403 EMAIL_NOT_VERIFIED, not a confirmed one's", async () => {
    const university = await createUniversityRow(t.database.db);
    const unconfirmed = await createUser(t.database.db);
    const confirmed = await createUser(t.database.db);
    await markVerified(confirmed.id);
    const unconfirmedHeaders = await signIn(t.app, unconfirmed);
    const confirmedHeaders = await signIn(t.app, confirmed);

    // Off: both may apply.
    expect((await apply(unconfirmedHeaders, university.id)).statusCode).toBe(201);

    const on = await setRequired(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.requireVerifiedEmailToApply).toBe(true);
    try {
      const other = await createUniversityRow(t.database.db);
      const refused = await apply(unconfirmedHeaders, other.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "EMAIL_NOT_VERIFIED",
        message: emailVerificationMessages.requiredToApply,
      });
      expect(await countOf(unconfirmed.id)).toBe(1);
      expect((await apply(confirmedHeaders, other.id)).statusCode).toBe(201);

      // A draft made earlier is not submitted either, until the address is confirmed.
      const draft = await createApplicationRow(t.database.db, unconfirmed.id, { universityId: other.id });
      const submit = () =>
        t.app.inject({
          method: "POST",
          url: `/api/applications/${draft.id}/transitions`,
          headers: unconfirmedHeaders,
          payload: { to: "submitted" },
        });
      const held = await submit();
      expect(held.statusCode).toBe(403);
      expect(held.json().error.code).toBe("EMAIL_NOT_VERIFIED");
      await markVerified(unconfirmed.id);
      expect((await submit()).statusCode).toBe(200);
    } finally {
      await setRequired(false);
    }
  });
});

describe("accounts made otherwise", () => {
  it("stays unconfirmed for a company account an admin creates", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/company-accounts",
      headers: admin,
      payload: { email: "hiring@company-verify.example", firstName: "Lena", lastName: "Fischer" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.emailVerified).toBe(false);
  });

  it("is confirmed for a team member from an invitation mailed to the address, not from an open one", async () => {
    const joinWith = async (bound: boolean) => {
      const email = `staff-${Math.random().toString(36).slice(2)}@meridian.example`;
      const invited = await t.app.inject({
        method: "POST",
        url: "/api/admin/staff-invitations",
        headers: admin,
        payload: { teamRole: "counselor", expiresInHours: 24, ...(bound ? { email } : {}) },
      });
      expect(invited.statusCode).toBe(201);
      const token = (invited.json().data.link as string).split("/").pop() ?? "";
      const joined = await post("/api/auth/register-staff", {
        email,
        password: "Team-Member-1",
        firstName: "Jonas",
        lastName: "Berg",
        teamRole: "counselor",
        invitationToken: token,
      });
      expect(joined.statusCode).toBe(201);
      return joined.json().data.user.emailVerified;
    };
    expect(await joinWith(true)).toBe(true);
    expect(await joinWith(false)).toBe(false);
  });
});
