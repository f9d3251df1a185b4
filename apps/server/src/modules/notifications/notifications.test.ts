import { describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { notify } from "./notifications.service.js";

const t = useTestApp();

async function userWith(count: number) {
  const user = await createUser(t.database.db);
  for (let i = 1; i <= count; i++)
    await notify(t.ctx, user.id, { type: "system", title: `Note ${i}`, message: `Body ${i}` });
  return { user, headers: await signIn(t.app, user) };
}
const get = (url: string, headers: BrowserHeaders) => t.app.inject({ method: "GET", url, headers });

describe("notifications", () => {
  it("are listed newest first, paginated, with the unread count", async () => {
    const { headers } = await userWith(5);
    const page = await get("/api/notifications?limit=2", headers);
    expect(page.json().data.map((n: { title: string }) => n.title)).toEqual(["Note 5", "Note 4"]);
    expect(page.json().meta).toMatchObject({ total: 5, hasMore: true });
    const last = await get("/api/notifications?limit=2&offset=4", headers);
    expect(last.json().meta).toMatchObject({ total: 5, hasMore: false });
    expect((await get("/api/notifications/unread-count", headers)).json().data).toEqual({ count: 5 });
  });

  it("are marked read one by one or all in one call, and deleted for good", async () => {
    const { headers } = await userWith(3);
    const [newest, middle] = (await get("/api/notifications", headers)).json().data;
    const read = await t.app.inject({ method: "PUT", url: `/api/notifications/${newest.id}/read`, headers });
    expect(read.json().data).toMatchObject({ id: newest.id, isRead: true });
    expect(read.json().data.readAt).not.toBeNull();
    expect((await get("/api/notifications/unread-count", headers)).json().data.count).toBe(2);
    expect((await get("/api/notifications?filter=unread", headers)).json().meta.total).toBe(2);

    const all = await t.app.inject({ method: "PUT", url: "/api/notifications/read-all", headers });
    expect(all.json().data).toEqual({ updated: 2 });
    expect((await get("/api/notifications/unread-count", headers)).json().data.count).toBe(0);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/notifications/${middle.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await get("/api/notifications", headers)).json().meta.total).toBe(2);
  });

  it("belong to their user only: another user's id answers 404 and changes nothing", async () => {
    const owner = await userWith(1);
    const stranger = await userWith(0);
    const [note] = (await get("/api/notifications", owner.headers)).json().data;
    for (const [method, url] of [
      ["PUT", `/api/notifications/${note.id}/read`],
      ["DELETE", `/api/notifications/${note.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await get("/api/notifications/unread-count", owner.headers)).json().data.count).toBe(1);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/nope/read",
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it("of a switched-off type are neither stored nor pushed", async () => {
    const { user, headers } = await userWith(0);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers,
      payload: { disabledTypes: ["security", "security", "community"] },
    });
    expect(saved.json().data).toEqual({
      disabledTypes: ["community", "security"],
      emailDisabledTypes: [],
      weeklyDigest: false,
    });
    expect(await notify(t.ctx, user.id, { type: "security", title: "x", message: "y" })).toBeNull();
    expect((await get("/api/notifications", headers)).json().meta.total).toBe(0);
    expect((await get("/api/notifications/preferences", headers)).json().data.disabledTypes).toContain(
      "security",
    );
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers,
      payload: { disabledTypes: ["spam"] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it("welcome a new student, tell an admin their invitation was used, and flag a new device", async () => {
    const admin = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    const adminHeaders = await signIn(t.app, admin);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff-invitations",
      headers: adminHeaders,
      payload: { teamRole: "counselor", expiresInHours: 24 },
    });
    const token = created.json().data.link.split("/").pop();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register-staff",
      headers: adminHeaders,
      payload: {
        email: "new.counselor@meridian.example",
        password: "Team-Member-1",
        firstName: "Nia",
        lastName: "Cole",
        invitationToken: token,
      },
    });
    const adminNotes = (await get("/api/notifications", adminHeaders)).json().data;
    expect(adminNotes[0]).toMatchObject({ type: "team", title: "Invitation accepted" });
    expect(adminNotes[0].message).toContain("Nia Cole");

    // Signed in before from the test client; now from a browser never seen for this account.
    const user = await createUser(t.database.db);
    await signIn(t.app, user);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: {
        // A browser that is not signed in: its CSRF token is bound to no session.
        ...(await csrfHeaders(t.app)),
        "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0",
      },
      payload: { email: user.email, password: "Correct-Horse-9" },
    });
    const session = { ...adminHeaders, authorization: `Bearer ${again.json().data.token}` };
    const notes = (await get("/api/notifications", session)).json().data;
    expect(notes[0]).toMatchObject({ type: "security", title: "New sign-in to your account" });
    expect(notes[0].message).toContain("Chrome 130 on Windows");
  });
});
