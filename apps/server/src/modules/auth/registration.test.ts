import { authMessages } from "@meridian/contract";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, notifications, users } from "../../db/schema/index.js";
import { type BrowserHeaders, csrfHeaders } from "../../test/http.js";
import { registrationForm } from "../../test/registration-form.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
let browser: BrowserHeaders;
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  browser = await csrfHeaders(t.app);
});

let ip = 0;
/** Each registration comes from its own address so the per-address throttle stays out of the way. */
function nextIp() {
  ip += 1;
  return `10.1.${Math.floor(ip / 250)}.${ip % 250}`;
}

/** What the browser does: fetch a form start and a challenge, wait like a person, solve it. */
function prepareForm(overrides: Record<string, unknown> = {}) {
  return registrationForm(t.app, () => clock.advance(10_000), overrides);
}

function register(payload: object, remoteAddress = nextIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/student-register",
    headers: browser,
    payload,
    remoteAddress,
  });
}

async function userCount(): Promise<number> {
  const result = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return result[0]?.n ?? 0;
}

describe("math challenge", () => {
  it("poses two numbers from 1 to 10, larger first, never negative", async () => {
    for (let i = 0; i < 30; i++) {
      const { question } = (await t.app.inject({ method: "GET", url: "/api/auth/math-challenge" })).json()
        .data;
      const match = /^(\d+) ([+-]) (\d+)$/.exec(question);
      expect(match).not.toBeNull();
      const [a, b] = [Number(match?.[1]), Number(match?.[3])];
      expect(a).toBeGreaterThanOrEqual(b);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
    }
  });

  it("does not reveal the answer to whoever decodes the token", async () => {
    for (let i = 0; i < 20; i++) {
      const { question, challenge } = (
        await t.app.inject({ method: "GET", url: "/api/auth/math-challenge" })
      ).json().data;
      const [a, op, b] = question.split(" ");
      const answer = op === "+" ? Number(a) + Number(b) : Number(a) - Number(b);
      const [body] = challenge.split(".");
      const decoded = Buffer.from(body, "base64url").toString("utf8");
      const values = Object.values(JSON.parse(decoded) as Record<string, unknown>);
      expect(values, decoded).not.toContain(answer);
      expect(values, decoded).not.toContain(String(answer));
      expect(decoded).not.toMatch(/"a":/);
    }
  });

  it("takes the right answer written any way a person may, and refuses a reused one", async () => {
    const form = await prepareForm();
    expect((await register({ ...form, mathAnswer: ` 0${form.mathAnswer} ` })).statusCode).toBe(200);
    const reused = await register({ ...form, email: `reused-${Date.now()}@gmail.com` });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(authMessages.registrationRefused);
  });
});

describe("student registration", () => {
  let before: number;
  beforeEach(async () => {
    before = await userCount();
  });

  it("creates the account with a normalised phone and lets the student sign in", async () => {
    const form = await prepareForm();
    const res = await register(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: "Registration successful! Please login." },
    });
    expect(await userCount()).toBe(before + 1);
    const [row] = await t.database.db.select().from(users).where(sql`${users.email} = ${form.email}`);
    expect(row?.phone).toBe("+442079460958");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: browser,
      payload: { email: form.email.toUpperCase(), password: form.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.coolingPeriod).toBe(true);
    expect(login.json().data.user).toMatchObject({ email: form.email, userType: "customer", teamRole: null });
    expect(login.json().data.user).not.toHaveProperty("passwordHash");
  });

  const refusals: [string, Record<string, unknown>, string | undefined, RegExp][] = [
    ["a weak password", { password: "alllowercase1" }, "password", /uppercase/],
    ["a 14-character password without the mix", { password: "violetharbourl" }, "password", /passphrase/],
    ["a long but trivial passphrase", { password: "aaaaaaaaaaaaaaaaaaaa" }, "password", /too common/],
    ["a short password", { password: "Ab1" }, "password", /at least 8/],
    ["a common password", { password: "Password123" }, "password", /too common/],
    ["a common password with a digit", { password: "Password1" }, "password", /too common/],
    [
      "a mail domain outside the allowlist",
      { email: "someone@example.org" },
      "email",
      /gmail\.com or outlook\.com/,
    ],
    ["a phone without country code", { phone: "020 7946 0958" }, "phone", /country code/],
    ["an impossible phone number", { phone: "+1 123" }, "phone", /country code/],
    ["an empty math answer", { mathAnswer: "" }, "mathAnswer", /solve the math problem/],
    ["a missing first name", { firstName: "   " }, "firstName", /Required/],
    ["a missing last name", { lastName: undefined }, "lastName", /./],
  ];
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with a clear message and writes nothing`, async () => {
      const res = await register(await prepareForm(change));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
      expect(res.json().error.field).toBe(field);
      expect(res.json().error.message).toMatch(message);
      expect(await userCount()).toBe(before);
    });
  }

  it("refuses every bot check's failure with one and the same answer, writing nothing", async () => {
    const tooFast = async () => {
      const form = await prepareForm();
      const fresh = (await t.app.inject({ method: "GET", url: "/api/auth/form-start" })).json().data;
      return { ...form, formStartTime: fresh.formStartTime };
    };
    const leftOpen = async () => {
      const form = await prepareForm();
      clock.advance(4 * 60 * 60_000);
      return form;
    };
    const replayed = async () => {
      const form = await prepareForm();
      expect((await register(form)).statusCode).toBe(200);
      return { ...form, email: `other-${Date.now()}@gmail.com` };
    };
    const failures: [string, () => Promise<object>][] = [
      ["a filled honeypot", () => prepareForm({ honeypot: "http://spam.example" })],
      ["a form sent faster than a person can fill it in", tooFast],
      ["a form left open for hours", leftOpen],
      ["a forged form start", () => prepareForm({ formStartTime: "eyJrIjoiZm9ybSJ9.forged" })],
      ["a wrong math answer", () => prepareForm({ mathAnswer: "99" })],
      ["a non-numeric math answer", () => prepareForm({ mathAnswer: "ten" })],
      ["a forged challenge", () => prepareForm({ mathChallenge: "eyJrIjoibWF0aCJ9.forged" })],
      ["a replayed challenge", replayed],
    ];
    for (const [what, makeForm] of failures) {
      const form = await makeForm();
      const counted = await userCount();
      const res = await register(form);
      expect(res.statusCode, what).toBe(422);
      // A bot must not learn which check fired: same status, code, message and field.
      expect(res.json().error, what).toEqual({
        code: "VALIDATION_ERROR",
        message: authMessages.registrationRefused,
        field: "mathAnswer",
      });
      expect(await userCount(), what).toBe(counted);
    }
  });

  it("runs the bot checks before the others, and a right answer is used up even when a later check refuses", async () => {
    const badPhoneAndBot = await register(await prepareForm({ phone: "123", honeypot: "x" }));
    expect(badPhoneAndBot.json().error.message).toBe(authMessages.registrationRefused);
    const form = await prepareForm({ phone: "020 7946 0958" });
    expect((await register(form)).json().error.field).toBe("phone");
    const again = await register({ ...form, phone: "+44 20 7946 0958" });
    expect(again.json().error.message).toBe(authMessages.registrationRefused);
    expect(await userCount()).toBe(before);
  });

  it("answers a taken address exactly like a new one, changing nothing of the account", async () => {
    const form = await prepareForm();
    const first = await register(form);
    expect(first.statusCode).toBe(200);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    const again = await register(
      await prepareForm({ email: form.email.toUpperCase(), password: "Another-Pass2", firstName: "Eve" }),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(await userCount()).toBe(before + 1);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(after).toEqual(owner);
    const welcomes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner?.id ?? ""), eq(notifications.type, "welcome")));
    expect(welcomes).toHaveLength(1);
    const signIn = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/student-login",
        headers: browser,
        payload: { email: form.email, password },
      });
    expect((await signIn("Another-Pass2")).statusCode).toBe(401);
    expect((await signIn(form.password)).statusCode).toBe(200);
    // The attempt is kept for the owner's security record.
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "user.registration_for_taken_email"));
    expect(audited.map((row) => row.targetId)).toContain(owner?.id);
  });

  it("accepts a passphrase of 15 characters or more without upper case or digits", async () => {
    const form = await prepareForm({ password: "violet harbour lamps drift" });
    const res = await register(form);
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: browser,
      payload: { email: form.email, password: "violet harbour lamps drift" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("stores SQL and HTML in names as plain text", async () => {
    const hostile = "Robert'); DROP TABLE users;-- <script>alert(1)</script>";
    const form = await prepareForm({ firstName: hostile, lastName: "<img src=x onerror=alert(1)>" });
    expect((await register(form)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(sql`${users.email} = ${form.email}`);
    expect(row?.firstName).toBe(hostile);
    expect(await userCount()).toBe(before + 1);
  });

  it("rejects SQL and HTML strings in every other field with a 4xx, never a 500", async () => {
    const hostile = "' OR 1=1; -- <script>alert(1)</script>";
    // (The same string is a valid password, with upper, lower and digit; it is only ever hashed.)
    for (const field of ["email", "phone", "mathChallenge", "mathAnswer", "formStartTime", "honeypot"]) {
      const res = await register(await prepareForm({ [field]: hostile }));
      expect(res.statusCode, field).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, field).toBeLessThan(500);
    }
    expect(await userCount()).toBe(before);
  });
});
