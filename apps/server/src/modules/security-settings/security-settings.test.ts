import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { securitySettings } from "../../db/schema/index.js";
import { encrypt } from "../../lib/crypto.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

let admin: BrowserHeaders;
let visitor: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  admin = await signInStaff(t, "admin");
  visitor = await csrfHeaders(t.app);
});

const tryCode = (code: string, remoteAddress = "10.30.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/team-access-code",
    headers: visitor,
    payload: { code },
    remoteAddress,
  });

const putSettings = (payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/admin/security-settings", headers: admin, payload });
const getSettings = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/admin/security-settings", headers });

describe("team access", () => {
  it("is hidden on a fresh install, with no code and no default code that matches", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/team-login-visibility" });
    expect(res.json().data).toEqual({ visible: false, secretCodeEnabled: false });
    for (const guess of ["admin", "team", "staff", "secret", ""]) {
      expect((await tryCode(guess, "10.30.1.1")).json().data.match).toBe(false);
    }
  });

  it("lets an admin set a code that is matched trimmed and case-insensitively, and never sent to visitors", async () => {
    const set = await putSettings({ secretCode: "  Northern-Lights  " });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ secretCode: "Northern-Lights", teamLoginVisible: false });

    const visibility = await t.app.inject({ method: "GET", url: "/api/auth/team-login-visibility" });
    expect(visibility.json().data).toEqual({ visible: false, secretCodeEnabled: true });
    expect(visibility.body).not.toContain("Northern");

    expect((await tryCode("  northern-LIGHTS ", "10.30.2.1")).json().data.match).toBe(true);
    expect((await tryCode("northern", "10.30.2.1")).json().data.match).toBe(false);

    const stored = JSON.stringify(await t.database.db.execute("select * from security_settings"));
    expect(stored).not.toContain("Northern-Lights");
  });

  it("turns the Team Access card on for everyone", async () => {
    await putSettings({ teamLoginVisible: true });
    const res = await t.app.inject({ method: "GET", url: "/api/auth/team-login-visibility" });
    expect(res.json().data.visible).toBe(true);
  });

  it("throttles code guesses per address", async () => {
    let last = await tryCode("guess-0", "10.30.3.1");
    for (let i = 1; i <= 10; i++) last = await tryCode(`guess-${i}`, "10.30.3.1");
    expect(last.statusCode).toBe(429);
    expect(last.headers["retry-after"]).toBeDefined();
  });

  it("refuses codes that are too short and shows the settings to admins only", async () => {
    const short = await putSettings({ secretCode: "abc" });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.field).toBe("secretCode");
    const student = await signIn(t.app, await createUser(t.database.db));
    expect((await getSettings(student)).statusCode).toBe(403);
  });

  it("fails closed on a code stored under another APP_SECRET, and lets an admin set a new one", async () => {
    // A database reused with a new secret (a node started without the cluster's APP_SECRET).
    await t.database.db
      .update(securitySettings)
      .set({ secretCodeCiphertext: encrypt(randomBytes(32), "old-team-code") });
    const guess = await tryCode("old-team-code", "10.30.5.1");
    expect(guess.statusCode).toBe(200);
    expect(guess.json().data.match).toBe(false);
    const settings = await getSettings(admin);
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.secretCode).toBeNull();
    const replaced = await putSettings({ secretCode: "new-team-code" });
    expect(replaced.statusCode).toBe(200);
    expect((await tryCode("New-Team-Code", "10.30.5.2")).json().data.match).toBe(true);
  });
});
