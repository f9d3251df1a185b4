import { randomUUID } from "node:crypto";
import { notificationMailRules } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  chatMessages,
  type MailMessageRow,
  mailMessages,
  notificationSettings,
  notifications,
  type UserRow,
} from "../../db/schema/index.js";
import {
  assignStudentRow,
  createApplicationRow,
  createDocumentRow,
  createPlan,
  createUser,
} from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";
import { sendWeeklyDigests } from "./notifications.service.js";

// The embedded default (no SMTP_URL): every mail ends in the outbox, where its body stays to read.
const clock = new TestClock();
const t = useTestApp({ now: clock.now });

interface Signed {
  user: UserRow;
  headers: BrowserHeaders;
}
// Signed in again by each test: the tests move the clock past a session's idle time.
let admin: Signed;
let counselor: Signed;
beforeEach(async () => {
  const db = t.database.db;
  const adminUser = await createUser(db, { userType: "team_member", teamRole: "admin", firstName: "Ada" });
  admin = { user: adminUser, headers: await signIn(t.app, adminUser) };
  const counselorUser = await createUser(db, {
    userType: "team_member",
    teamRole: "counselor",
    firstName: "Cora",
    lastName: "Lee",
  });
  counselor = { user: counselorUser, headers: await signIn(t.app, counselorUser) };
});

/** A student of the test's counselor, signed in. */
async function student(firstName = "Stu"): Promise<Signed & { profileId: string }> {
  const user = await createUser(t.database.db, { firstName });
  const profileId = await assignStudentRow(t.database.db, user.id, counselor.user.id);
  return { user, profileId, headers: await signIn(t.app, user) };
}

const call = (method: "GET" | "POST" | "PUT", url: string, headers: BrowserHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Runs what is due twice: a job may queue a mail whose own job is due in the next pass. */
async function runJobs(): Promise<void> {
  await t.app.jobRunner.runDue();
  await t.app.jobRunner.runDue();
}

/** The user's mail of a kind, oldest first, once the runner has sent what was queued. */
async function mailOf(userId: string, kind: MailMessageRow["kind"]): Promise<MailMessageRow[]> {
  await runJobs();
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)))
    .orderBy(mailMessages.createdAt);
}

const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

function setPreferences(who: Signed, payload: object) {
  return call("PUT", "/api/notifications/preferences", who.headers, payload);
}

/** The one-click link of a message: the token of its footer's unsubscribe page. */
function unsubscribeTokenOf(mail: MailMessageRow): string {
  const match = mail.html?.match(/\/unsubscribe\?token=([^"&]+)/);
  if (!match?.[1]) throw new Error("the mail carries no unsubscribe link");
  return decodeURIComponent(match[1]);
}

const unsubscribe = (token: string, how: "query" | "body" = "query") =>
  how === "query"
    ? t.app.inject({
        method: "POST",
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      })
    : t.app.inject({ method: "POST", url: "/api/mail/unsubscribe", payload: { token } });

async function moveApplication(s: Signed, to: "submitted" | "under_review") {
  const application = await createApplicationRow(t.database.db, s.user.id, { status: "submitted" });
  const res = await call("POST", `/api/applications/${application.id}/transitions`, counselor.headers, {
    to,
  });
  expect(res.statusCode, res.body).toBe(200);
  return application;
}

describe("preferences: an email switch per type and the weekly digest", () => {
  it("starts with every email on and the digest off, and saves only what is sent", async () => {
    const s = await student();
    const initial = await call("GET", "/api/notifications/preferences", s.headers);
    expect(initial.json().data).toEqual({ disabledTypes: [], emailDisabledTypes: [], weeklyDigest: false });

    const saved = await setPreferences(s, {
      emailDisabledTypes: ["chat", "billing", "chat"],
      weeklyDigest: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      disabledTypes: [],
      emailDisabledTypes: ["billing", "chat"],
      weeklyDigest: true,
    });
    // The in-app switches alone: the email ones stay.
    await setPreferences(s, { disabledTypes: ["community"] });
    expect((await call("GET", "/api/notifications/preferences", s.headers)).json().data).toEqual({
      disabledTypes: ["community"],
      emailDisabledTypes: ["billing", "chat"],
      weeklyDigest: true,
    });
  });

  it("refuses a type that sends no mail with 422 naming the field, and changes nothing", async () => {
    const s = await student();
    const res = await setPreferences(s, { emailDisabledTypes: ["community"] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toMatch(/^emailDisabledTypes/);
    const bad = await setPreferences(s, { weeklyDigest: "yes" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("weeklyDigest");
    expect((await call("GET", "/api/notifications/preferences", s.headers)).json().data).toEqual({
      disabledTypes: [],
      emailDisabledTypes: [],
      weeklyDigest: false,
    });
  });
});

describe("the mails of what happens", () => {
  it("an application's status changed by staff: one mail to the student with the application's link", async () => {
    const s = await student("Amina");
    const application = await moveApplication(s, "under_review");
    const [mail, ...more] = await mailOf(s.user.id, "application_status");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: s.user.email, status: "outbox" });
    expect(mail?.subject).toMatch(/^Your application to .+ is now Under Review$/);
    expect(mail?.text).toContain("Hello Amina");
    expect(mail?.html).toContain(`/applications/${application.id}"`);
    // The footer says why, and how to stop it.
    expect(mail?.text).toContain("You received this because the status of one of your applications changed");
    expect(mail?.html).toContain("/unsubscribe?token=");
  });

  it("a document verified, and back in review: one mail each to the student", async () => {
    const s = await student();
    const document = await createDocumentRow(t.database.db, s.user.id, { name: "Passport scan" });
    const verify = (isVerified: boolean) =>
      call("PUT", `/api/documents/${document.id}/verification`, counselor.headers, { isVerified });
    expect((await verify(true)).statusCode).toBe(200);
    expect((await verify(false)).statusCode).toBe(200);
    const mails = await mailOf(s.user.id, "document_reviewed");
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your document "Passport scan" was verified',
      'Your document "Passport scan" is back in review',
    ]);
    expect(mails.every((mail) => mail.toAddress === s.user.email)).toBe(true);
    expect(mails[0]?.html).toContain('/documents"');
  });

  it("a payment request refused (with the reason) and one approved: one mail each", async () => {
    const plan = await createPlan(t.database.db, {
      name: `Gold ${randomUUID().slice(0, 6)}`,
      priceMinor: 50_000,
    });
    const s = await student();
    const ask = async () => {
      const res = await call(
        "POST",
        "/api/subscription/checkout",
        { ...s.headers, "idempotency-key": randomUUID() },
        {
          planId: plan.id,
        },
      );
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data.purchase.id as string;
    };
    const refused = await call("POST", `/api/admin/payment-requests/${await ask()}/reject`, admin.headers, {
      reason: "The transfer did not arrive.",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const approved = await call("POST", `/api/admin/payment-requests/${await ask()}/approve`, admin.headers, {
      paymentReference: "BANK-1",
      paidAmountMinor: 50_000,
      paidCurrency: "USD",
      paidOn: new Date().toISOString().slice(0, 10),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [no, yes, ...more] = await mailOf(s.user.id, "payment_reviewed");
    expect(more).toEqual([]);
    expect(no?.subject).toBe(`Your ${plan.name} plan request was not approved`);
    expect(no?.text).toContain("The transfer did not arrive.");
    expect(no?.html).toContain('/plans"');
    expect(yes?.subject).toBe(`Your ${plan.name} plan is active`);
    expect(yes?.text).toContain("$500 received");
    expect(yes?.toAddress).toBe(s.user.email);
  });

  it("a kind turned off sends no mail, while its in-app notification still arrives", async () => {
    const s = await student();
    await setPreferences(s, { emailDisabledTypes: ["application"] });
    await moveApplication(s, "under_review");
    expect(await mailOf(s.user.id, "application_status")).toEqual([]);
    const told = await notificationsOf(s.user.id);
    expect(told.map((row) => row.type)).toEqual(["application"]);
  });

  it("the in-app switch does not turn the mail off", async () => {
    const s = await student();
    await setPreferences(s, { disabledTypes: ["application"] });
    await moveApplication(s, "under_review");
    expect(await mailOf(s.user.id, "application_status")).toHaveLength(1);
    expect(await notificationsOf(s.user.id)).toEqual([]);
  });
});

describe("a chat message while away", () => {
  const say = (s: { profileId: string }, content: string) =>
    call("POST", `/api/counselor/chat/${s.profileId}`, counselor.headers, {
      content,
      clientMessageId: randomUUID(),
    });
  const minutes = (n: number) => clock.advance(n * 60_000);

  it("is mailed when still unread a while later, at most once an hour per conversation", async () => {
    const s = await student("Noor");
    const said = await say(s, "Your visa letter is ready.");
    expect(said.statusCode, said.body).toBe(201);
    // Not yet: the student may be reading the chat.
    expect(await mailOf(s.user.id, "chat_message")).toEqual([]);
    minutes(notificationMailRules.chatUnreadMinutes);
    const [first, ...more] = await mailOf(s.user.id, "chat_message");
    expect(more).toEqual([]);
    expect(first).toMatchObject({ toAddress: s.user.email, subject: "New message from Cora Lee" });
    expect(first?.text).toContain("Your visa letter is ready.");
    expect(first?.html).toContain('/student/chat"');

    // A second message in the same hour, also unread: no second mail.
    minutes(5);
    expect((await say(s, "And the insurance form.")).statusCode).toBe(201);
    minutes(notificationMailRules.chatUnreadMinutes);
    expect(await mailOf(s.user.id, "chat_message")).toHaveLength(1);

    // An hour after the first mail, a new unread message is mailed again.
    minutes(notificationMailRules.chatMailEveryMinutes);
    // (The counselor's session went idle meanwhile.)
    counselor.headers = await signIn(t.app, counselor.user);
    expect((await say(s, "Are you there?")).statusCode).toBe(201);
    minutes(notificationMailRules.chatUnreadMinutes);
    expect(await mailOf(s.user.id, "chat_message")).toHaveLength(2);
  });

  it("sends nothing for a message read in time", async () => {
    const s = await student();
    const sent = await say(s, "See you at 10.");
    expect(sent.statusCode).toBe(201);
    const read = await call("PUT", `/api/chat/messages/${sent.json().data.id}/read`, s.headers);
    expect(read.statusCode, read.body).toBe(200);
    minutes(notificationMailRules.chatUnreadMinutes);
    expect(await mailOf(s.user.id, "chat_message")).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.json().data.id));
    expect(row?.readAt).not.toBeNull();
  });
});

describe("the weekly digest", () => {
  it("is off by default, and once on sums up the unread notifications a week later", async () => {
    const off = await student();
    const on = await student("Lina");
    expect((await setPreferences(on, { weeklyDigest: true })).statusCode).toBe(200);
    await moveApplication(on, "under_review");
    await moveApplication(off, "under_review");
    const now = clock.now();
    // Not due before a week has passed.
    await sendWeeklyDigests(t.ctx, now);
    expect(await mailOf(on.user.id, "weekly_digest")).toEqual([]);

    const weekLater = new Date(now.getTime() + notificationMailRules.digestEveryDays * 86_400_000);
    await sendWeeklyDigests(t.ctx, weekLater);
    const [digest, ...more] = await mailOf(on.user.id, "weekly_digest");
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ toAddress: on.user.email, subject: "1 unread notification on Meridian" });
    expect(digest?.text).toContain("Application update");
    expect(digest?.html).toContain('/notifications"');
    expect(await mailOf(off.user.id, "weekly_digest")).toEqual([]);
    // Run again the same week (another node, the next minute): nothing more.
    await sendWeeklyDigests(t.ctx, weekLater);
    expect(await mailOf(on.user.id, "weekly_digest")).toHaveLength(1);
  });
});

describe("the one-click unsubscribe", () => {
  it("takes the one-click field as multipart/form-data too, as RFC 8058 allows", async () => {
    const s = await student();
    await moveApplication(s, "under_review");
    const [mail] = await mailOf(s.user.id, "application_status");
    if (!mail) throw new Error("no mail");
    const boundary = "----meridian-test";
    const res = await t.app.inject({
      method: "POST",
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeTokenOf(mail))}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call("GET", "/api/notifications/preferences", s.headers)).json().data.emailDisabledTypes,
    ).toEqual(["application"]);
  });

  it("turns that kind's email off from the mail's link (RFC 8058 form body), and a second click answers the same", async () => {
    const s = await student();
    await moveApplication(s, "under_review");
    const [mail] = await mailOf(s.user.id, "application_status");
    if (!mail) throw new Error("no mail");
    const token = unsubscribeTokenOf(mail);
    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: "application_status", label: "Application updates" });
    expect(
      (await call("GET", "/api/notifications/preferences", s.headers)).json().data.emailDisabledTypes,
    ).toEqual(["application"]);
    expect((await unsubscribe(token, "body")).statusCode).toBe(200);
    expect(
      (await call("GET", "/api/notifications/preferences", s.headers)).json().data.emailDisabledTypes,
    ).toEqual(["application"]);
    // And the next change mails nothing.
    await moveApplication(s, "under_review");
    expect(await mailOf(s.user.id, "application_status")).toHaveLength(1);
  });

  it("turns the digest off from the digest's link", async () => {
    const s = await student();
    await setPreferences(s, { weeklyDigest: true });
    await moveApplication(s, "under_review");
    await sendWeeklyDigests(t.ctx, new Date(clock.now().getTime() + 8 * 86_400_000));
    const [digest] = await mailOf(s.user.id, "weekly_digest");
    if (!digest) throw new Error("no digest");
    const res = await unsubscribe(unsubscribeTokenOf(digest), "body");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.label).toBe("Weekly digest");
    expect((await call("GET", "/api/notifications/preferences", s.headers)).json().data.weeklyDigest).toBe(
      false,
    );
  });

  it("answers a forged or altered token with 404 and a missing one with 422, changing nothing", async () => {
    const s = await student();
    await moveApplication(s, "under_review");
    const [mail] = await mailOf(s.user.id, "application_status");
    if (!mail) throw new Error("no mail");
    const token = unsubscribeTokenOf(mail);
    const [payload, signature] = token.split(".");
    const forge = (body: object) => `${Buffer.from(JSON.stringify(body)).toString("base64url")}.${signature}`;
    // Another user's id, or another kind, under this link's signature.
    const other = await createUser(t.database.db);
    const forged = [
      forge({ u: other.id, k: "application_status" }),
      forge({ u: s.user.id, k: "chat_message" }),
    ];
    for (const bad of [...forged, `${payload}.${signature?.slice(1)}x`, "not-a-token"]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/mail/unsubscribe", payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.field).toBe("token");
    const unknownField = await t.app.inject({
      method: "POST",
      url: "/api/mail/unsubscribe",
      payload: { token, userId: s.user.id },
    });
    expect(unknownField.statusCode).toBe(422);
    const [settings] = await t.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, s.user.id));
    expect(settings?.emailDisabledTypes ?? []).toEqual([]);
    const [otherSettings] = await t.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, other.id));
    expect(otherSettings?.emailDisabledTypes ?? []).toEqual([]);
  });

  it("is public: a browser with no session (no CSRF token either) may use it", async () => {
    const s = await student();
    await moveApplication(s, "under_review");
    const [mail] = await mailOf(s.user.id, "application_status");
    if (!mail) throw new Error("no mail");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/mail/unsubscribe",
      headers: { ...(await csrfHeaders(t.app)), origin: "https://mail.example.com" },
      payload: { token: unsubscribeTokenOf(mail) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("the mails that always go carry no unsubscribe", async () => {
    const [invitation] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, "staff_invitation"));
    expect(invitation).toBeUndefined();
    const res = await call("POST", "/api/admin/staff-invitations", admin.headers, {
      teamRole: "counselor",
      expiresInHours: 24,
      email: "someone.new@example.com",
    });
    expect(res.statusCode).toBe(201);
    await runJobs();
    const [sent] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, "staff_invitation"));
    expect(sent?.html).not.toContain("unsubscribe");
  });
});
