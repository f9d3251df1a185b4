import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import {
  type BrowserHeaders,
  csrfHeaders,
  requireTeamSecondFactor,
  signIn,
  signInStaff,
} from "../../test/http.js";
import { LONG_STAFF_SESSIONS, TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
let admin: BrowserHeaders;
let adminId: string;
let visitor: BrowserHeaders;
const t = useTestApp({ now: clock.now, env: LONG_STAFF_SESSIONS });
beforeAll(async () => {
  const adminUser = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
  adminId = adminUser.id;
  admin = await signIn(t.app, adminUser);
  visitor = await csrfHeaders(t.app);
});

let address = 0;
const nextIp = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const postInvitation = (headers: Record<string, string | undefined>, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/admin/staff-invitations", headers, payload });
const listInvitations = () =>
  t.app.inject({ method: "GET", url: "/api/admin/staff-invitations", headers: admin });
const revoke = (id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/staff-invitations/${id}`, headers: admin });

async function invite(body: Record<string, unknown> = { teamRole: "counselor", expiresInHours: 72 }) {
  const res = await postInvitation(admin, body);
  expect(res.statusCode).toBe(201);
  const { invitation, link } = res.json().data;
  return { invitation, link: link as string, token: (link as string).split("/").pop() ?? "" };
}

function redeem(token: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register-staff",
    headers: visitor,
    remoteAddress: nextIp(),
    payload: {
      email: `staff-${Math.random().toString(36).slice(2)}@meridian.example`,
      password: "Team-Member-1",
      firstName: "Jonas",
      lastName: "Berg",
      teamRole: "counselor",
      invitationToken: token,
      ...overrides,
    },
  });
}

describe("staff invitations", () => {
  it("gives the admin a link whose token has at least 128 bits and is stored only hashed", async () => {
    const { link, token, invitation } = await invite();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/staff-invite\/[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(invitation).toMatchObject({ teamRole: "counselor", status: "pending", createdBy: adminId });
    const dump = JSON.stringify(await t.database.db.execute("select * from staff_invitations"));
    expect(dump).not.toContain(token);
  });

  it("builds the link from the configured address, never from the request's Host header", async () => {
    for (const forged of [
      { host: "evil.example" },
      { "x-forwarded-host": "evil.example", host: "evil.example:8443" },
    ]) {
      const res = await postInvitation(
        { ...admin, ...forged, "x-forwarded-proto": "https" },
        { teamRole: "counselor", expiresInHours: 72 },
      );
      expect(res.statusCode).toBe(201);
      // Without PUBLIC_URL: the address the server is configured to listen on (HOST:PORT).
      expect(res.json().data.link).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/auth\/staff-invite\/[A-Za-z0-9_-]+$/,
      );
    }
  });

  it("validates a link for the invitation page and refuses unknown ones", async () => {
    const { token } = await invite({ teamRole: "admin", expiresInHours: 2 });
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/staff-invite/${token}`,
      remoteAddress: nextIp(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ valid: true, teamRole: "admin", email: null });
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/staff-invite/not-a-token",
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toMatchObject({
      code: "AUTH_INVITATION_INVALID",
      message: "Invalid or expired invitation link",
    });
  });

  it("registers a team member with the role the admin chose, whatever the form says, and signs them in", async () => {
    const { token } = await invite({ teamRole: "counselor", expiresInHours: 24 });
    const res = await redeem(token, { teamRole: "admin" });
    expect(res.statusCode).toBe(201);
    const { user, token: session } = res.json().data;
    expect(user).toMatchObject({ userType: "team_member", teamRole: "counselor" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json().data.teamRole).toBe("counselor");
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, user.id));
    expect(events.map((e) => e.action)).toContain("user.role_granted");
  });

  it("refuses a common password at its field and leaves the invitation usable", async () => {
    const { token } = await invite();
    const common = await redeem(token, { password: "Password123" });
    expect(common.statusCode).toBe(422);
    expect(common.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "password" });
    expect(common.json().error.message).toMatch(/too common/);
    expect((await redeem(token)).statusCode).toBe(201);
  });

  it("is single use: a replay is refused and creates nobody", async () => {
    const { token } = await invite();
    expect((await redeem(token)).statusCode).toBe(201);
    const replay = await redeem(token);
    expect(replay.statusCode).toBe(404);
    expect(replay.json().error.code).toBe("AUTH_INVITATION_INVALID");
  });

  it("lets exactly one of 20 concurrent redemptions succeed", async () => {
    const { token } = await invite();
    const before = (await t.database.db.select().from(users)).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect((await t.database.db.select().from(users)).length).toBe(before + 1);
  });

  it("refuses an expired invitation", async () => {
    const { token } = await invite({ teamRole: "counselor", expiresInHours: 1 });
    clock.advance(61 * 60_000);
    expect((await redeem(token)).statusCode).toBe(404);
  });

  it("binds an invitation to its email when the admin gives one", async () => {
    const { token } = await invite({
      teamRole: "counselor",
      expiresInHours: 24,
      email: "Named@Meridian.example",
    });
    const wrong = await redeem(token, { email: "someone-else@meridian.example" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.field).toBe("email");
    // The failed attempt rolled back: the rightful person can still use it.
    expect((await redeem(token, { email: "named@meridian.example" })).statusCode).toBe(201);
  });

  it("refuses to bind an invitation to the address of an existing account, and creates none", async () => {
    await createUser(t.database.db, { email: "taken.address@meridian.example" });
    const before = await listInvitations();
    const res = await postInvitation(admin, {
      teamRole: "counselor",
      expiresInHours: 24,
      email: "Taken.Address@meridian.example",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "CONFLICT",
      field: "email",
      message: "An account with this email already exists.",
    });
    const after = await listInvitations();
    expect(after.json().data).toHaveLength(before.json().data.length);
  });

  it("lists pending invitations and revokes one, which then cannot be used", async () => {
    const { invitation, token } = await invite();
    const list = await listInvitations();
    expect(list.json().data.map((i: { id: string }) => i.id)).toContain(invitation.id);
    const revoked = await revoke(invitation.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.status).toBe("revoked");
    expect((await redeem(token)).statusCode).toBe(404);
    expect((await revoke(invitation.id)).statusCode).toBe(404);
    expect((await revoke("123")).statusCode).toBe(422);
  });

  it("is for admins only", async () => {
    const counselor = await signInStaff(t, "counselor");
    const res = await postInvitation(counselor, { teamRole: "admin", expiresInHours: 24 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
  });

  it("refuses an expiry outside 1 hour to 30 days", async () => {
    const res = await postInvitation(admin, { teamRole: "counselor", expiresInHours: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("expiresInHours");
  });
});

describe("an invitation while the admins require a second factor of team accounts", () => {
  const requireForTeam = (on: boolean) => requireTeamSecondFactor(t.app, admin, on);

  it("creates the account but opens no session before the second factor is set up", async () => {
    expect((await requireForTeam(true)).statusCode).toBe(200);
    try {
      const { token } = await invite();
      const email = `guarded-${Math.random().toString(36).slice(2)}@meridian.example`;
      const res = await redeem(token, { email });
      expect(res.statusCode).toBe(201);
      const answer = res.json().data;
      expect(answer.secondFactor).toBe("setup");
      expect(answer.pendingToken).toEqual(expect.any(String));
      expect(answer.token).toBeUndefined();
      const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(created?.teamRole).toBe("counselor");
    } finally {
      await requireForTeam(false);
    }
  });
});
