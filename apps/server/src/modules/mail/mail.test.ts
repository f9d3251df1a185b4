import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailMessages } from "../../db/schema/index.js";
import { createUser, TEST_PASSWORD, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, changePassword, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

// The embedded default: no SMTP_URL, so mail waits in the outbox for admins to read.
const t = useTestApp();
let admin: BrowserHeaders;
let adminId: string;
beforeAll(async () => {
  const user = await createUser(t.database.db, {
    userType: "team_member",
    teamRole: "admin",
    firstName: "Ada",
  });
  adminId = user.id;
  admin = await signIn(t.app, user);
});

const invite = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/admin/staff-invitations", headers: admin, payload });
const listMail = (headers: Record<string, string | undefined>, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/mail${query}`, headers });
const readMail = (headers: Record<string, string | undefined>, id: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/mail/${id}`, headers });

describe("mail in the outbox", () => {
  it("mails an invitation for an address, and the admin reads it as the invitee would", async () => {
    const res = await invite({
      teamRole: "counselor",
      expiresInHours: 48,
      email: "new.counselor@example.com",
    });
    expect(res.statusCode).toBe(201);
    const link: string = res.json().data.link;
    // Queued with the invitation, in the outbox once the runner has run.
    await t.app.jobRunner.runDue();
    const list = await listMail(admin, "?status=outbox");
    expect(list.statusCode).toBe(200);
    const [summary] = list.json().data;
    expect(summary).toMatchObject({
      kind: "staff_invitation",
      kindLabel: "Team invitation",
      to: "new.counselor@example.com",
      status: "outbox",
      subject: "You are invited to join the Meridian team",
    });
    expect(list.json().meta).toMatchObject({ total: 1, offset: 0, hasMore: false });

    const message = await readMail(admin, summary.id);
    expect(message.statusCode).toBe(200);
    const { html, text } = message.json().data;
    expect(html).toContain(`href="${link}"`);
    expect(text).toContain(link);
    expect(text).toContain("invited you to join Meridian as a counselor");
    // The footer says why it came.
    expect(text).toContain("You received this because");
    // Reading a message (it may hold a link) is audited.
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "mail.viewed"), eq(auditEvents.targetId, summary.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorUserId).toBe(adminId);
  });

  it("mails nothing for an invitation bound to no address", async () => {
    const before = (await t.database.db.select().from(mailMessages)).length;
    expect((await invite({ teamRole: "counselor", expiresInHours: 48 })).statusCode).toBe(201);
    await t.app.jobRunner.runDue();
    expect(await t.database.db.select().from(mailMessages)).toHaveLength(before);
  });

  it("writes no mail when the change that would cause it is refused", async () => {
    const before = (await t.database.db.select().from(mailMessages)).length;
    const res = await invite({ teamRole: "counselor", expiresInHours: 48, email: "not-an-address" });
    expect(res.statusCode).toBe(422);
    expect(await t.database.db.select().from(mailMessages)).toHaveLength(before);
  });

  it("tells the owner by mail that their password was changed", async () => {
    const student = await createUser(t.database.db, { userType: "customer" });
    const headers = await signIn(t.app, student);
    expect((await changePassword(t.app, headers, TEST_PASSWORD, "Lantern-Harbour-Quiet-31")).statusCode).toBe(
      200,
    );
    await t.app.jobRunner.runDue();
    const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.userId, student.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.status])).toEqual([
      ["password_changed", student.email, "outbox"],
    ]);
    expect(mails[0]?.text).toContain("every other device signed in to it was signed out");
  });

  it("is read by admins only", async () => {
    const counselor = await signInStaff(t, "counselor");
    expect((await listMail(counselor)).statusCode).toBe(403);
    expect((await listMail(await csrfHeaders(t.app))).statusCode).toBe(401);
    const [any] = await t.database.db.select().from(mailMessages).limit(1);
    expect((await readMail(counselor, any?.id ?? UNKNOWN_ID)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown message and 422 for a malformed id or filter", async () => {
    const unknown = await readMail(admin, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
    expect((await readMail(admin, "not-an-id")).statusCode).toBe(422);
    const badFilter = await listMail(admin, "?status=lost");
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().error.field).toBe("status");
  });
});
