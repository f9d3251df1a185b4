import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { secondFactorRecoveryCodes, userSecondFactors } from "../../db/schema/index.js";
import { createUser, TEST_PASSWORD } from "../../test/factories.js";
import {
  type BrowserHeaders,
  csrfHeaders,
  requireTeamSecondFactor,
  signIn,
  signInStaff,
} from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
const t = useTestApp({ now: clock.now });
let browser: BrowserHeaders;
let admin: BrowserHeaders;
beforeAll(async () => {
  browser = await csrfHeaders(t.app);
  admin = await signInStaff(t, "admin");
});

const epochNow = () => Math.floor(clock.now().getTime() / 1000);
/** The code an authenticator app shows for the key, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) => generateSync({ secret, epoch: epochNow() + steps * 30 });

function post(url: string, payload: object, headers: BrowserHeaders = browser, remoteAddress?: string) {
  return t.app.inject({ method: "POST", url, headers, payload, remoteAddress });
}
const get = (url: string, headers: BrowserHeaders) => t.app.inject({ method: "GET", url, headers });

const doors = { customer: "student", team_member: "team", company_profile: "company" } as const;
type Person = Awaited<ReturnType<typeof createUser>>;

function passwordStep(user: Person, remoteAddress?: string) {
  return post(
    `/api/auth/${doors[user.userType]}-login`,
    { email: user.email, password: TEST_PASSWORD },
    browser,
    remoteAddress,
  );
}

/** Turns the second factor on from the account's settings; the key and the recovery codes. */
async function turnOn(headers: BrowserHeaders): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post("/api/users/second-factor/setup", {}, headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data;
  const confirm = await post("/api/users/second-factor/confirm", { code: codeFor(secret) }, headers);
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes };
}

/** A student with the second factor on, signed out again: the key and the recovery codes. */
async function studentWithFactor() {
  const user = await createUser(t.database.db);
  const headers = await signIn(t.app, user);
  const factor = await turnOn(headers);
  // The code used to confirm is spent: the next one is a step later.
  clock.advance(30_000);
  return { user, headers, ...factor };
}

describe("turning the second factor on", () => {
  it("gives a key with its QR code, and turns on with a right code only, answering ten recovery codes once", async () => {
    const user = await createUser(t.database.db);
    const headers = await signIn(t.app, user);
    expect((await get("/api/users/second-factor", headers)).json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await post("/api/users/second-factor/setup", {}, headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = setup.json().data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Meridian:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toMatch(/^<svg/);
    // Not on until confirmed.
    expect((await get("/api/users/second-factor", headers)).json().data.enabled).toBe(false);

    const wrong = await post("/api/users/second-factor/confirm", { code: "000000" }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.field).toBe("code");

    const confirm = await post("/api/users/second-factor/confirm", { code: codeFor(secret) }, headers);
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = (await get("/api/users/second-factor", headers)).json().data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });

    // The key is encrypted at rest and the recovery codes are kept only as hashes.
    const [row] = await t.database.db
      .select()
      .from(userSecondFactors)
      .where(eq(userSecondFactors.userId, user.id));
    expect(row?.secretCiphertext).not.toContain(secret);
    const stored = JSON.stringify(
      await t.database.db
        .select()
        .from(secondFactorRecoveryCodes)
        .where(eq(secondFactorRecoveryCodes.userId, user.id)),
    );
    for (const code of codes) expect(stored).not.toContain(code.replace("-", ""));

    // Once on, a new setup is refused and the status answers no codes again.
    expect((await post("/api/users/second-factor/setup", {}, headers)).statusCode).toBe(409);
    expect(JSON.stringify((await get("/api/users/second-factor", headers)).json())).not.toContain(codes[0]);
  });

  it("refuses unknown fields and a missing code with 422 naming the field", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db));
    await post("/api/users/second-factor/setup", {}, headers);
    const missing = await post("/api/users/second-factor/confirm", {}, headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.field).toBe("code");
    const extra = await post("/api/users/second-factor/confirm", { code: "123456", admin: true }, headers);
    expect(extra.statusCode).toBe(422);
  });

  it("is for signed-in accounts only", async () => {
    expect((await get("/api/users/second-factor", browser)).statusCode).toBe(401);
    expect((await post("/api/users/second-factor/setup", {}, browser)).statusCode).toBe(401);
  });
});

describe("signing in with the second factor", () => {
  it("needs a code after the password: no session until then, and the code opens it", async () => {
    const { user, secret } = await studentWithFactor();
    const first = await passwordStep(user);
    expect(first.statusCode).toBe(200);
    const step = first.json().data;
    expect(step.secondFactor).toBe("verify");
    expect(step.token).toBeUndefined();
    expect(step.user).toBeUndefined();
    // The pending token opens nothing by itself.
    const asBearer = await get("/api/auth/me", { ...browser, authorization: `Bearer ${step.pendingToken}` });
    expect(asBearer.statusCode).toBe(401);

    const wrong = await post("/api/auth/second-factor/verify", {
      pendingToken: step.pendingToken,
      code: "000000",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.field).toBe("code");

    const verified = await post("/api/auth/second-factor/verify", {
      pendingToken: step.pendingToken,
      code: codeFor(secret),
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session.user.id).toBe(user.id);
    const me = await get("/api/auth/me", { ...browser, authorization: `Bearer ${session.token}` });
    expect(me.statusCode).toBe(200);

    // The pending token is single use.
    clock.advance(30_000);
    const again = await post("/api/auth/second-factor/verify", {
      pendingToken: step.pendingToken,
      code: codeFor(secret),
    });
    expect(again.statusCode).toBe(401);
  });

  it("accepts a code one step early or late, not two", async () => {
    const { user, secret } = await studentWithFactor();
    const pending = (await passwordStep(user)).json().data.pendingToken;
    expect(
      (await post("/api/auth/second-factor/verify", { pendingToken: pending, code: codeFor(secret, -2) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post("/api/auth/second-factor/verify", { pendingToken: pending, code: codeFor(secret, 2) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post("/api/auth/second-factor/verify", { pendingToken: pending, code: codeFor(secret, 1) }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a code replayed within its window", async () => {
    const { user, secret } = await studentWithFactor();
    clock.hold();
    try {
      const code = codeFor(secret);
      const first = (await passwordStep(user)).json().data.pendingToken;
      expect((await post("/api/auth/second-factor/verify", { pendingToken: first, code })).statusCode).toBe(
        200,
      );
      const second = (await passwordStep(user)).json().data.pendingToken;
      const replay = await post("/api/auth/second-factor/verify", { pendingToken: second, code });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().error.field).toBe("code");
    } finally {
      clock.release();
    }
  });

  it("takes each recovery code once", async () => {
    const { user, recoveryCodes, headers } = await studentWithFactor();
    const [code] = recoveryCodes;
    const first = (await passwordStep(user)).json().data.pendingToken;
    // Typed in capitals without the dash, it is the same code.
    const used = await post("/api/auth/second-factor/verify", {
      pendingToken: first,
      code: code?.replace("-", "").toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    expect((await get("/api/users/second-factor", headers)).json().data.recoveryCodesLeft).toBe(9);

    const second = (await passwordStep(user)).json().data.pendingToken;
    const reused = await post("/api/auth/second-factor/verify", { pendingToken: second, code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toMatch(/recovery code/);
  });

  it("throttles wrong codes like wrong passwords, with Retry-After", async () => {
    const { user, secret } = await studentWithFactor();
    const address = "10.77.0.1";
    const pending = (await passwordStep(user, address)).json().data.pendingToken;
    for (let i = 0; i < 5; i++) {
      const res = await post(
        "/api/auth/second-factor/verify",
        { pendingToken: pending, code: "111111" },
        browser,
        address,
      );
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post(
      "/api/auth/second-factor/verify",
      { pendingToken: pending, code: codeFor(secret) },
      browser,
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });

  it("judges at most five of a burst of codes sent at once; the rest are refused unread", async () => {
    const { user } = await studentWithFactor();
    const address = "10.77.0.2";
    const pending = (await passwordStep(user, address)).json().data.pendingToken;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post(
          "/api/auth/second-factor/verify",
          { pendingToken: pending, code: String(100_000 + n) },
          browser,
          address,
        ),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("refuses a forged or expired pending token", async () => {
    const { user, secret } = await studentWithFactor();
    const pending = (await passwordStep(user)).json().data.pendingToken as string;
    const forged = `${pending.slice(0, -2)}xx`;
    expect(
      (await post("/api/auth/second-factor/verify", { pendingToken: forged, code: codeFor(secret) }))
        .statusCode,
    ).toBe(401);
    clock.advance(11 * 60_000);
    expect(
      (await post("/api/auth/second-factor/verify", { pendingToken: pending, code: codeFor(secret) }))
        .statusCode,
    ).toBe(401);
  });

  it("leaves accounts without a second factor signing in with the password alone", async () => {
    const user = await createUser(t.database.db);
    const res = await passwordStep(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
  });
});

describe("turning the second factor off", () => {
  it("needs the password and a current code, and touches only the caller's own factor", async () => {
    const { user, secret, headers } = await studentWithFactor();
    const other = await studentWithFactor();

    const noCode = await post("/api/users/second-factor/disable", { password: TEST_PASSWORD }, headers);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().error.field).toBe("code");
    const wrongPassword = await post(
      "/api/users/second-factor/disable",
      { password: "Wrong-Pass-1", code: codeFor(secret) },
      headers,
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().error.field).toBe("password");
    // Another user's code does not turn this one off.
    const othersCode = await post(
      "/api/users/second-factor/disable",
      { password: TEST_PASSWORD, code: other.recoveryCodes[0] },
      headers,
    );
    expect(othersCode.statusCode).toBe(422);
    expect((await get("/api/users/second-factor", headers)).json().data.enabled).toBe(true);

    const off = await post(
      "/api/users/second-factor/disable",
      { password: TEST_PASSWORD, code: codeFor(secret) },
      headers,
    );
    expect(off.statusCode).toBe(200);
    expect((await get("/api/users/second-factor", headers)).json().data.enabled).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(secondFactorRecoveryCodes)
        .where(eq(secondFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    // The other user's factor is as it was.
    expect((await get("/api/users/second-factor", other.headers)).json().data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Signing in takes the password alone again.
    expect((await passwordStep(user)).json().data.token).toEqual(expect.any(String));
  });
});

describe("the admins' requirement for team accounts", () => {
  const requireForTeam = (on: boolean) => requireTeamSecondFactor(t.app, admin, on);

  it("is an admin setting", async () => {
    const counselor = await signInStaff(t, "counselor");
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/security-settings",
      headers: counselor,
      payload: { requireTeamSecondFactor: true },
    });
    expect(refused.statusCode).toBe(403);
    const res = await requireForTeam(false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requireTeamSecondFactor).toBe(false);
  });

  it("leads a team member without one to set it up, with no session until it is done", async () => {
    expect((await requireForTeam(true)).statusCode).toBe(200);
    try {
      const counselor = await createUser(t.database.db, { userType: "team_member", teamRole: "counselor" });
      // Students are not concerned.
      const student = await createUser(t.database.db);
      expect((await passwordStep(student)).json().data.token).toEqual(expect.any(String));

      const step = (await passwordStep(counselor)).json().data;
      expect(step).toMatchObject({ secondFactor: "setup" });
      expect(step.token).toBeUndefined();
      // Nothing else is reachable with what the password step gave.
      const bearer = { ...browser, authorization: `Bearer ${step.pendingToken}` };
      expect((await get("/api/auth/me", bearer)).statusCode).toBe(401);
      expect((await get("/api/users/second-factor", bearer)).statusCode).toBe(401);
      // A setup token is not a verify token.
      expect(
        (await post("/api/auth/second-factor/verify", { pendingToken: step.pendingToken, code: "123456" }))
          .statusCode,
      ).toBe(401);

      const setup = await post("/api/auth/second-factor/setup", { pendingToken: step.pendingToken });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json().data;
      const wrong = await post("/api/auth/second-factor/setup/confirm", {
        pendingToken: step.pendingToken,
        code: "000000",
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.field).toBe("code");

      const done = await post("/api/auth/second-factor/setup/confirm", {
        pendingToken: step.pendingToken,
        code: codeFor(secret),
      });
      expect(done.statusCode).toBe(200);
      const data = done.json().data;
      expect(data.recoveryCodes).toHaveLength(10);
      const headers = {
        ...(await csrfHeaders(t.app, `Bearer ${data.token}`)),
        authorization: `Bearer ${data.token}`,
      };
      expect((await get("/api/auth/me", headers)).statusCode).toBe(200);
      const status = (await get("/api/users/second-factor", headers)).json().data;
      expect(status).toMatchObject({ enabled: true, required: true });

      // Required: it cannot be turned off.
      clock.advance(30_000);
      const off = await post(
        "/api/users/second-factor/disable",
        { password: TEST_PASSWORD, code: codeFor(secret) },
        headers,
      );
      expect(off.statusCode).toBe(409);

      // The next sign-in asks for a code.
      clock.advance(30_000);
      const next = (await passwordStep(counselor)).json().data;
      expect(next.secondFactor).toBe("verify");
      const signedIn = await post("/api/auth/second-factor/verify", {
        pendingToken: next.pendingToken,
        code: codeFor(secret),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.user.id).toBe(counselor.id);
    } finally {
      await requireForTeam(false);
    }
  });
});
