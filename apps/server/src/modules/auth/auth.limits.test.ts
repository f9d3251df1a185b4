import type { LightMyRequestResponse } from "fastify";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type { LimitRule } from "../../lib/rate-limiter.js";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { registrationForm } from "../../test/registration-form.js";
import { LONG_STAFF_SESSIONS, useTestApp } from "../../test/test-app.js";
import { limits } from "./auth.limits.js";

// A clock that stands still unless a test moves it: Retry-After is then exact, and a window ends
// on the millisecond the test chooses, with no real waiting.
const clock = { ms: Date.now() };
let browser: BrowserHeaders;
let admin: BrowserHeaders;
const t = useTestApp({ now: () => new Date(clock.ms), env: LONG_STAFF_SESSIONS });
beforeAll(async () => {
  browser = await csrfHeaders(t.app);
  admin = await signInStaff(t, "admin");
});

function call(
  method: "GET" | "POST",
  url: string,
  remoteAddress: string,
  options: { payload?: object; headers?: Record<string, string | undefined> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...browser, ...options.headers },
    payload: options.payload,
    remoteAddress,
  });
}

const login = (email: string, password: string, remoteAddress: string) =>
  call("POST", "/api/auth/student-login", remoteAddress, { payload: { email, password } });

/** What the client sees when a rule refuses: 429 RATE_LIMITED, Retry-After, the rule's hint and the wait. */
function expectRefused(res: LightMyRequestResponse, rule: LimitRule, retryAfterSeconds: number): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers["retry-after"]).toBe(String(retryAfterSeconds));
  const { error } = res.json();
  expect(error.code).toBe("RATE_LIMITED");
  expect(error.hint.startsWith(`${rule.hint} Try again in `), error.hint).toBe(true);
  expect(error.hint).toMatch(/ Try again in \d+ (second|minute)s?\.$/);
}

/**
 * The window of every rule, as a client lives it: refused with the whole window as Retry-After;
 * one second before that time still refused (Retry-After 1); at that time let through. The
 * `retry` call must be refused now and pass once the window is over.
 */
async function expectWindowThenThrough(
  rule: LimitRule,
  retry: () => Promise<LightMyRequestResponse>,
  passes: (res: LightMyRequestResponse) => void,
): Promise<void> {
  const windowSeconds = rule.windowMs / 1000;
  expectRefused(await retry(), rule, windowSeconds);
  clock.ms += rule.windowMs - 1000;
  expectRefused(await retry(), rule, 1);
  clock.ms += 1000;
  passes(await retry());
}

/** The code an authenticator app shows for the key now (the test clock's now). */
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(clock.ms / 1000) });

/** A student with two-step sign-in on (its confirming code spent: the clock moves a step on). */
async function studentWithSecondFactor(): Promise<{ email: string; secret: string }> {
  const user = await createUser(t.database.db);
  const headers = await signIn(t.app, user);
  const setup = await call("POST", "/api/users/second-factor/setup", "10.70.0.1", { headers, payload: {} });
  const { secret } = setup.json().data;
  const confirm = await call("POST", "/api/users/second-factor/confirm", "10.70.0.1", {
    headers,
    payload: { code: codeNow(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  clock.ms += 30_000;
  return { email: user.email, secret };
}

/** The password step of a student with a second factor: the pending token of the second step. */
async function pendingStep(email: string, ip: string): Promise<string> {
  const res = await login(email, TEST_PASSWORD, ip);
  expect(res.json().data.secondFactor, res.body).toBe("verify");
  return res.json().data.pendingToken;
}

const verifyCode = (pendingToken: string, code: string, ip: string) =>
  call("POST", "/api/auth/second-factor/verify", ip, { payload: { pendingToken, code } });

/** A form the registration page would send, filled in 10 s. */
function validRegistration() {
  return registrationForm(t.app, () => {
    clock.ms += 10_000;
  });
}

/**
 * One case per rule in auth.limits.ts; the type makes a new rule without a case fail to compile,
 * and the first test fails the run the same way.
 */
const cases: Record<keyof typeof limits, { title: string; run: () => Promise<void> }> = {
  loginFailPerAccountAndIp: {
    title: "5 failed sign-ins to one account from one address lock that pair",
    run: async () => {
      const rule = limits.loginFailPerAccountAndIp;
      const user = await createUser(t.database.db);
      const ip = "10.71.0.1";
      for (let i = 0; i < rule.limit; i++) {
        expect((await login(user.email, `Wrong-pass-${i}`, ip)).statusCode).toBe(401);
      }
      // The right password is refused too: a guesser must not learn it from the answer.
      const locked = await login(user.email, TEST_PASSWORD, ip);
      expectRefused(locked, rule, rule.windowMs / 1000);
      expect(locked.json().error.hint).toBe(`${rule.hint} Try again in 15 minutes.`);
      // The same person from another address is not locked out.
      expect((await login(user.email, TEST_PASSWORD, "10.71.0.2")).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => login(user.email, TEST_PASSWORD, ip),
        (res) => expect(res.statusCode).toBe(200),
      );
    },
  },

  loginFailPerAccount: {
    title: "20 failed sign-ins to one account from anywhere lock the account",
    run: async () => {
      const rule = limits.loginFailPerAccount;
      const user = await createUser(t.database.db);
      // One guess from each of many addresses: no address-bound rule comes near its limit.
      for (let i = 0; i < rule.limit; i++) {
        expect((await login(user.email, `Wrong-pass-${i}`, `10.72.0.${i + 1}`)).statusCode).toBe(401);
      }
      const fresh = "10.72.1.1";
      expectRefused(await login(user.email, TEST_PASSWORD, fresh), rule, rule.windowMs / 1000);
      // It is the account that is locked, not the address.
      const other = await createUser(t.database.db);
      expect((await login(other.email, TEST_PASSWORD, fresh)).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => login(user.email, TEST_PASSWORD, "10.72.1.2"),
        (res) => expect(res.statusCode).toBe(200),
      );
    },
  },

  loginFailPerIp: {
    title: "50 failed sign-ins from one address, over many accounts, stop that address",
    run: async () => {
      const rule = limits.loginFailPerIp;
      const sprayer = "10.73.0.1";
      for (let i = 0; i < rule.limit; i++) {
        expect((await login(`spray-${i}@gmail.com`, "Guess-pass-1", sprayer)).statusCode).toBe(401);
      }
      // Even a real account with its right password: the address is what is stopped…
      const user = await createUser(t.database.db);
      expectRefused(await login(user.email, TEST_PASSWORD, sprayer), rule, rule.windowMs / 1000);
      // …so the account itself signs in from elsewhere.
      expect((await login(user.email, TEST_PASSWORD, "10.73.0.2")).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => login(user.email, TEST_PASSWORD, sprayer),
        (res) => expect(res.statusCode).toBe(200),
      );
    },
  },

  registerPerIp: {
    title: "10 registrations from one address in an hour, the 11th refused",
    run: async () => {
      const rule = limits.registerPerIp;
      const ip = "10.74.0.1";
      const wellFormed = await validRegistration();
      // Every attempt counts, a refused one too (here the bot trap refuses it).
      for (let i = 0; i < rule.limit; i++) {
        const bot = await call("POST", "/api/auth/student-register", ip, {
          payload: { ...wellFormed, email: `bot-${i}@gmail.com`, honeypot: "http://spam.example" },
        });
        expect(bot.statusCode).toBe(422);
      }
      expectRefused(
        await call("POST", "/api/auth/student-register", ip, { payload: wellFormed }),
        rule,
        rule.windowMs / 1000,
      );
      // Another address registers meanwhile.
      const elsewhere = await call("POST", "/api/auth/student-register", "10.74.0.2", {
        payload: await validRegistration(),
      });
      expect(elsewhere.statusCode).toBe(200);
      // The registration forms are filled again after the wait: their start and challenge expire.
      clock.ms += rule.windowMs;
      const form = await validRegistration();
      const later = await call("POST", "/api/auth/student-register", ip, { payload: form });
      expect(later.statusCode, later.body).toBe(200);
      expect((await login(form.email, form.password, ip)).statusCode).toBe(200);
    },
  },

  invitePerIp: {
    title: "20 invitation checks or redemptions from one address, the 21st refused",
    run: async () => {
      const rule = limits.invitePerIp;
      const created = await t.app.inject({
        method: "POST",
        url: "/api/admin/staff-invitations",
        headers: admin,
        payload: { teamRole: "counselor", expiresInHours: 72 },
      });
      expect(created.statusCode).toBe(201);
      const token = String(created.json().data.link).split("/").pop() ?? "";
      const ip = "10.75.0.1";
      const check = (value: string) => call("GET", `/api/staff-invite/${value}`, ip);
      // Guessing tokens, by looking them up and by redeeming them: both count.
      for (let i = 0; i < rule.limit; i++) {
        const res =
          i % 2 === 0
            ? await check(`guess-${i}`)
            : await call("POST", "/api/auth/register-staff", ip, {
                payload: {
                  email: `guess-${i}@meridian.example`,
                  password: "Team-Member-1",
                  firstName: "Guess",
                  lastName: "Er",
                  teamRole: "counselor",
                  invitationToken: `guess-${i}`,
                },
              });
        expect(res.json().error.code).toBe("AUTH_INVITATION_INVALID");
      }
      // The real token is refused now too: the answer must not tell a guesser it hit.
      expectRefused(await check(token), rule, rule.windowMs / 1000);
      expect((await call("GET", `/api/staff-invite/${token}`, "10.75.0.2")).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => check(token),
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toMatchObject({ valid: true, teamRole: "counselor" });
        },
      );
    },
  },

  teamCodePerIp: {
    title: "10 team-access code tries from one address, the 11th refused",
    run: async () => {
      const rule = limits.teamCodePerIp;
      const ip = "10.76.0.1";
      const tryCode = (code: string, from = ip) =>
        call("POST", "/api/auth/team-access-code", from, { payload: { code } });
      for (let i = 0; i < rule.limit; i++) {
        const res = await tryCode(`guess-${i}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.match).toBe(false);
      }
      expectRefused(await tryCode("guess-x"), rule, rule.windowMs / 1000);
      expect((await tryCode("guess-y", "10.76.0.2")).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => tryCode("guess-z"),
        (res) => expect(res.json().data).toEqual({ match: false }),
      );
    },
  },

  passwordChangePerUser: {
    title: "5 password changes by one user, the 6th refused in every session of that user",
    run: async () => {
      const rule = limits.passwordChangePerUser;
      const user = await createUser(t.database.db);
      const first = await signIn(t.app, user);
      const second = await signIn(t.app, user);
      const change = (headers: BrowserHeaders, oldPassword: string, ip = "10.77.0.1") =>
        call("POST", "/api/users/change-password", ip, {
          headers,
          payload: { oldPassword, newPassword: "Brand-New-Pass1" },
        });
      for (let i = 0; i < rule.limit; i++) {
        const wrong = await change(first, `Wrong-old-${i}`);
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().error.field).toBe("oldPassword");
      }
      // Counted per user: another session and another address do not start afresh.
      expectRefused(await change(second, TEST_PASSWORD, "10.77.0.2"), rule, rule.windowMs / 1000);
      const other = await createUser(t.database.db);
      expect((await change(await signIn(t.app, other), TEST_PASSWORD)).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        () => change(first, TEST_PASSWORD),
        (res) => expect(res.statusCode, res.body).toBe(200),
      );
    },
  },

  secondFactorFailPerAccountAndIp: {
    title: "5 wrong codes for one account from one address lock that pair's second step",
    run: async () => {
      const rule = limits.secondFactorFailPerAccountAndIp;
      const { email, secret } = await studentWithSecondFactor();
      const ip = "10.78.0.1";
      const pending = await pendingStep(email, ip);
      for (let i = 0; i < rule.limit; i++) {
        expect((await verifyCode(pending, "000000", ip)).statusCode).toBe(422);
      }
      // The right code is refused too, and so is the next password step's second step.
      expectRefused(await verifyCode(pending, codeNow(secret), ip), rule, rule.windowMs / 1000);
      // The same person from another address is not locked out.
      const elsewhere = await pendingStep(email, "10.78.0.2");
      expect((await verifyCode(elsewhere, codeNow(secret), "10.78.0.2")).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        async () => verifyCode(await pendingStep(email, ip), codeNow(secret), ip),
        (res) => expect(res.statusCode, res.body).toBe(200),
      );
    },
  },

  secondFactorFailPerAccount: {
    title: "20 wrong codes for one account from anywhere lock its second step",
    run: async () => {
      const rule = limits.secondFactorFailPerAccount;
      const { email, secret } = await studentWithSecondFactor();
      const other = await studentWithSecondFactor();
      const pending = await pendingStep(email, "10.79.0.1");
      for (let i = 0; i < rule.limit; i++) {
        expect((await verifyCode(pending, "000000", `10.79.0.${i + 1}`)).statusCode).toBe(422);
      }
      const fresh = "10.79.1.1";
      expectRefused(await verifyCode(pending, codeNow(secret), fresh), rule, rule.windowMs / 1000);
      // It is the account that is locked, not the address.
      const otherPending = await pendingStep(other.email, fresh);
      expect((await verifyCode(otherPending, codeNow(other.secret), fresh)).statusCode).toBe(200);
      await expectWindowThenThrough(
        rule,
        async () => verifyCode(await pendingStep(email, "10.79.1.2"), codeNow(secret), "10.79.1.2"),
        (res) => expect(res.statusCode, res.body).toBe(200),
      );
    },
  },

  secondFactorFailPerIp: {
    title: "50 wrong codes from one address, over many accounts, stop that address's second steps",
    run: async () => {
      const rule = limits.secondFactorFailPerIp;
      const sprayer = "10.80.0.1";
      const perAccount = limits.secondFactorFailPerAccountAndIp.limit;
      const accounts = [];
      for (let i = 0; i < rule.limit / perAccount; i++) accounts.push(await studentWithSecondFactor());
      const next = await studentWithSecondFactor();
      for (const { email } of accounts) {
        const pending = await pendingStep(email, sprayer);
        for (let j = 0; j < perAccount; j++) {
          expect((await verifyCode(pending, "000000", sprayer)).statusCode).toBe(422);
        }
      }
      expectRefused(
        await verifyCode(await pendingStep(next.email, sprayer), codeNow(next.secret), sprayer),
        rule,
        rule.windowMs / 1000,
      );
      // Other addresses are not stopped.
      const other = "10.80.0.2";
      expect(
        (await verifyCode(await pendingStep(next.email, other), codeNow(next.secret), other)).statusCode,
      ).toBe(200);
      await expectWindowThenThrough(
        rule,
        async () => verifyCode(await pendingStep(next.email, sprayer), codeNow(next.secret), sprayer),
        (res) => expect(res.statusCode, res.body).toBe(200),
      );
    },
  },

  secondFactorChangePerUser: {
    title: "10 two-step setups by one user, the 11th refused",
    run: async () => {
      const rule = limits.secondFactorChangePerUser;
      const user = await createUser(t.database.db);
      const headers = await signIn(t.app, user);
      const setup = (ip = "10.81.0.1") =>
        call("POST", "/api/users/second-factor/setup", ip, { headers, payload: {} });
      for (let i = 0; i < rule.limit; i++) expect((await setup()).statusCode).toBe(200);
      // Counted per user: another address does not start afresh.
      expectRefused(await setup("10.81.0.2"), rule, rule.windowMs / 1000);
      await expectWindowThenThrough(
        rule,
        () => setup(),
        (res) => expect(res.statusCode, res.body).toBe(200),
      );
    },
  },
};

describe("every throttle in auth.limits.ts", () => {
  it("has a case here", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(limits).sort());
  });

  for (const [name, { title, run }] of Object.entries(cases)) {
    it(`${name}: ${title}`, run);
  }
});
