import { supportMessages } from "@meridian/contract";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailMessages, notifications, supportRequests, type UserRow, users } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
let guest: BrowserHeaders;
let admins: UserRow[];
let bystanders: UserRow[];
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  guest = await csrfHeaders(t.app);
  const db = t.database.db;
  admins = [
    await createUser(db, { userType: "team_member", teamRole: "admin", firstName: "Ada" }),
    await createUser(db, { userType: "team_member", teamRole: "admin", firstName: "Bo" }),
  ];
  bystanders = [
    await createUser(db, { userType: "team_member", teamRole: "admin", accountStatus: "suspended" }),
    await createUser(db, { userType: "team_member", teamRole: "counselor" }),
    await createUser(db),
  ];
});

let ip = 0;
/** Each test writes from its own address, so the per-address throttle is met only where tested. */
function nextIp() {
  ip += 1;
  return `10.7.${Math.floor(ip / 250)}.${ip % 250}`;
}

/** A solved math challenge, as the form sends it. */
async function solvedChallenge() {
  const challenge = (await t.app.inject({ method: "GET", url: "/api/auth/math-challenge" })).json().data;
  const [a, op, b] = challenge.question.split(" ");
  return {
    mathChallenge: challenge.challenge as string,
    mathAnswer: String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)),
  };
}

async function guestBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maya Chen",
    email: "maya.chen@gmail.com",
    topic: "plans",
    message: "Which plan covers Canada and the UK?\nI am applying next year.",
    ...(await solvedChallenge()),
    ...overrides,
  };
}

function contact(payload: object, headers: BrowserHeaders = guest, remoteAddress = nextIp()) {
  return t.app.inject({ method: "POST", url: "/api/support/contact", headers, payload, remoteAddress });
}

/** The support notifications a user holds, as "title | message". */
async function supportNotificationsOf(user: UserRow): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(notifications.sequence);
  return rows
    .filter((row) => row.title.startsWith("Support request"))
    .map((row) => `${row.title} | ${row.message}`);
}

const queueTotal = async () => (await t.database.db.select().from(supportRequests)).length;

const allSupportNotifications = async () =>
  (await Promise.all([...admins, ...bystanders].map(supportNotificationsOf))).flat();

describe("POST /api/support/contact", () => {
  it("brings a guest's message to every active admin, with the sender's name and email", async () => {
    const before = await Promise.all(admins.map(supportNotificationsOf));
    const res = await contact(await guestBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ message: supportMessages.sent });

    for (const [index, admin] of admins.entries()) {
      const rows = await supportNotificationsOf(admin);
      expect(rows.slice((before[index] ?? []).length)).toEqual([
        "Support request: Plans and pricing | From Maya Chen <maya.chen@gmail.com>, a guest (not signed in):\n\n" +
          `Which plan covers Canada and the UK?\nI am applying next year.\n\n${supportMessages.whereToFind}`,
      ]);
      const types = await t.database.db
        .selectDistinct({ type: notifications.type })
        .from(notifications)
        .where(eq(notifications.userId, admin.id));
      expect(types).toEqual([{ type: "system" }]);
    }
    for (const user of bystanders) expect(await supportNotificationsOf(user)).toEqual([]);
  });

  it("knows a signed-in caller by their account: the typed name and email are not used, no challenge asked", async () => {
    const student = await createUser(t.database.db, { firstName: "Lina", lastName: "Park" });
    const headers = await signIn(t.app, student);
    const res = await contact(
      { name: "Someone Else", email: "else@gmail.com", topic: "payments", message: "Where is my receipt?" },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await supportNotificationsOf(admins[0] as UserRow)).slice(-1);
    expect(latest).toBe(
      `Support request: Payments and receipts | From Lina Park <${student.email}>, a signed-in student:\n\nWhere is my receipt?\n\n${supportMessages.whereToFind}`,
    );
  });

  it("answers bad input with a 422 naming the field, and notifies nobody", async () => {
    const before = await allSupportNotifications();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, "name"],
      [{ name: "   " }, "name"],
      [{ email: undefined }, "email"],
      [{ email: "not-an-email" }, "email"],
      [{ topic: "refunds" }, "topic"],
      [{ message: "  " }, "message"],
      [{ message: "x".repeat(2001) }, "message"],
      [{ message: "bell\u0007" }, "message"],
      [{ name: "x".repeat(121) }, "name"],
      [{ mathAnswer: undefined }, "mathAnswer"],
      [{ mathAnswer: "999" }, "mathAnswer"],
      [{ mathChallenge: undefined }, "mathChallenge"],
      [{ mathChallenge: "forged.token" }, "mathChallenge"],
    ];
    for (const [overrides, field] of cases) {
      const res = await contact(await guestBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error.field, JSON.stringify(overrides)).toBe(field);
    }
    expect(await allSupportNotifications()).toEqual(before);
  });

  it("uses a challenge once: the same solved problem sent again is refused", async () => {
    const body = await guestBody();
    expect((await contact(body)).statusCode).toBe(200);
    const again = await contact(body);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.field).toBe("mathChallenge");
  });

  it("throttles guests per address: five an hour, then 429 with Retry-After; other addresses pass", async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await contact(await guestBody(), guest, address)).statusCode).toBe(200);
    const refused = await contact(await guestBody(), guest, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Refused attempts count too: a wrong answer is not a free guess.
    expect((await contact(await guestBody({ mathAnswer: "999" }), guest, address)).statusCode).toBe(429);
    expect((await contact(await guestBody(), guest, nextIp())).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1);
    expect((await contact(await guestBody(), guest, address)).statusCode).toBe(200);
  });

  it("throttles signed-in callers per account, whatever their address; another account passes", async () => {
    const writer = await signIn(t.app, await createUser(t.database.db));
    const body = { topic: "account", message: "Please change my name." };
    for (let i = 0; i < 5; i++) expect((await contact(body, writer)).statusCode).toBe(200);
    const refused = await contact(body, writer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.hint).toMatch(/from your account/);
    const other = await signIn(t.app, await createUser(t.database.db));
    expect((await contact(body, other)).statusCode).toBe(200);
  });

  it("reaches an admin who switched service announcements off: it is work for them, not news", async () => {
    const admin = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    const headers = await signIn(t.app, admin);
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers,
      payload: { disabledTypes: ["system"] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await contact(await guestBody({ topic: "other" }))).statusCode).toBe(200);
    expect(await supportNotificationsOf(admin)).toHaveLength(1);
  });

  it("answers a session that ended with 401, as any signed-in call does", async () => {
    const authorization = "Bearer no-such-session";
    const headers = { ...(await csrfHeaders(t.app, authorization)), authorization };
    const res = await contact({ topic: "other", message: "Hello" }, headers);
    expect(res.statusCode).toBe(401);
  });

  it("says so when there is no active admin to read it (503), rather than claiming it arrived", async () => {
    const db = t.database.db;
    const active = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teamRole, "admin"), eq(users.accountStatus, "active")));
    const ids = active.map((row) => row.id);
    await db.update(users).set({ accountStatus: "inactive" }).where(inArray(users.id, ids));
    try {
      const before = await queueTotal();
      const res = await contact(await guestBody());
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(supportMessages.unreachable);
      expect(await queueTotal()).toBe(before);
    } finally {
      await db.update(users).set({ accountStatus: "active" }).where(inArray(users.id, ids));
    }
  });
});

describe("the admins' support queue", () => {
  let admin: BrowserHeaders;
  beforeAll(async () => {
    admin = await signIn(t.app, admins[0] as UserRow);
  });

  const list = (query = "", headers: BrowserHeaders = admin) =>
    t.app.inject({ method: "GET", url: `/api/admin/support-requests${query}`, headers });
  const update = (id: string, payload: object, headers: BrowserHeaders = admin) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/support-requests/${id}`, headers, payload });

  it("keeps each message open, newest first, with its sender as they wrote or as their account reads", async () => {
    const student = await createUser(t.database.db, { firstName: "Noor", lastName: "Haddad" });
    clock.advance(60_000);
    expect(
      (await contact(await guestBody({ name: "Omar Said", topic: "demo", message: "A demo, please." })))
        .statusCode,
    ).toBe(200);
    clock.advance(60_000);
    const signedIn = await signIn(t.app, student);
    expect(
      (await contact({ topic: "account", message: "I cannot upload my passport." }, signedIn)).statusCode,
    ).toBe(200);

    const res = await list("?limit=2");
    expect(res.statusCode, res.body).toBe(200);
    const { requests, total } = res.json().data;
    expect(total).toBe(await queueTotal());
    expect(requests.map((r: { message: string }) => r.message)).toEqual([
      "I cannot upload my passport.",
      "A demo, please.",
    ]);
    expect(requests[0]).toMatchObject({
      topic: "account",
      sender: { name: "Noor Haddad", email: student.email, kind: "customer" },
      status: "open",
      handledAt: null,
      handledBy: null,
    });
    expect(requests[1].sender).toEqual({ name: "Omar Said", email: "maya.chen@gmail.com", kind: "guest" });
  });

  it("marks a message handled by whom and when, opens it again, and lists each status apart", async () => {
    const [latest] = (await list("?limit=1")).json().data.requests;
    clock.advance(60_000);
    const asked = clock.now().getTime();
    const handled = await update(latest.id, { status: "handled" });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({
      id: latest.id,
      status: "handled",
      handledBy: { id: (admins[0] as UserRow).id, name: `Ada ${(admins[0] as UserRow).lastName}` },
    });
    const handledAt = Date.parse(handled.json().data.handledAt);
    expect(handledAt).toBeGreaterThanOrEqual(asked);
    expect(handledAt).toBeLessThanOrEqual(clock.now().getTime());
    const open = (await list("?status=open&limit=50")).json().data;
    expect(open.requests.map((r: { id: string }) => r.id)).not.toContain(latest.id);
    const done = (await list("?status=handled")).json().data;
    expect(done).toMatchObject({ total: 1, requests: [{ id: latest.id }] });
    expect((await list("?status=all")).json().data.total).toBe(open.total + 1);

    // The same status again changes nothing: who handled it and when stay.
    clock.advance(60_000);
    const again = await update(latest.id, { status: "handled" });
    expect(again.json().data.handledAt).toBe(handled.json().data.handledAt);

    const reopened = await update(latest.id, { status: "open" });
    expect(reopened.json().data).toMatchObject({ status: "open", handledAt: null, handledBy: null });
  });

  it("refuses bad input with a 422 naming the field, and an unknown id with 404, changing nothing", async () => {
    const [latest] = (await list("?limit=1")).json().data.requests;
    const bad = await update(latest.id, { status: "closed" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("status");
    expect((await list("?status=everything")).statusCode).toBe(422);
    expect((await list("?limit=51")).statusCode).toBe(422);
    const unknown = await update("0190f5a4-0000-7000-8000-000000000000", { status: "handled" });
    expect(unknown.statusCode).toBe(404);
    expect((await update("not-an-id", { status: "handled" })).statusCode).toBe(422);
    const [still] = (await list("?limit=1")).json().data.requests;
    expect(still).toEqual(latest);
  });

  it("is the admins' alone: a counselor or a student gets 403 and changes nothing", async () => {
    const [latest] = (await list("?limit=1")).json().data.requests;
    const counselor = await signIn(t.app, bystanders[1] as UserRow);
    const student = await signIn(t.app, bystanders[2] as UserRow);
    for (const headers of [counselor, student]) {
      expect((await list("", headers)).statusCode).toBe(403);
      expect((await update(latest.id, { status: "handled" }, headers)).statusCode).toBe(403);
    }
    const [still] = (await list("?limit=1")).json().data.requests;
    expect(still.status).toBe(latest.status);
  });

  const reply = (id: string, payload: object, headers: BrowserHeaders = admin) =>
    t.app.inject({ method: "POST", url: `/api/admin/support-requests/${id}/replies`, headers, payload });
  const mailsTo = (email: string) =>
    t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));

  it("answers a message by mail to its sender, keeps the answer with it and marks it handled", async () => {
    const email = "reply.me@gmail.com";
    expect(
      (await contact(await guestBody({ email, name: "Ines Duarte", topic: "payments" }))).statusCode,
    ).toBe(200);
    const [mine] = (await list("?status=open&limit=50"))
      .json()
      .data.requests.filter((request: { sender: { email: string } }) => request.sender.email === email);
    const res = await reply(mine.id, {
      message: "Your transfer arrived on Tuesday.\n\nYour plan starts today.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "handled",
      handledBy: { name: expect.stringMatching(/^Ada /) },
      replies: [
        {
          message: "Your transfer arrived on Tuesday.\n\nYour plan starts today.",
          author: { name: expect.stringMatching(/^Ada /) },
        },
      ],
    });
    await t.app.jobRunner.runDue();
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      kind: "support_reply",
      status: "outbox",
      subject: "Re: Payments and receipts",
    });
    expect(mail?.text).toContain("Hello Ines Duarte,");
    expect(mail?.text).toContain("Your plan starts today.");
    expect(mail?.text).toContain("You wrote: Which plan covers Canada and the UK?");
    // The queue shows the answer to the other admins.
    const handled = (await list("?status=handled&limit=50")).json().data.requests;
    expect(handled.find((request: { id: string }) => request.id === mine.id)?.replies).toHaveLength(1);
  });

  it("refuses an empty or oversized answer, unknown fields and unknown ids, mailing nothing", async () => {
    const email = "no.reply@gmail.com";
    await contact(await guestBody({ email }));
    const [mine] = (await list("?status=open&limit=50"))
      .json()
      .data.requests.filter((request: { sender: { email: string } }) => request.sender.email === email);
    for (const payload of [
      { message: "   " },
      { message: "x".repeat(5001) },
      { message: "Hi", cc: "a@b.c" },
    ]) {
      const res = await reply(mine.id, payload);
      expect(res.statusCode).toBe(422);
    }
    expect((await reply("0190f5a4-0000-7000-8000-000000000000", { message: "Hi" })).statusCode).toBe(404);
    const student = await signIn(t.app, bystanders[2] as UserRow);
    expect((await reply(mine.id, { message: "Hi" }, student)).statusCode).toBe(403);
    await t.app.jobRunner.runDue();
    expect(await mailsTo(email)).toEqual([]);
    const [still] = (await list("?status=open&limit=50"))
      .json()
      .data.requests.filter((request: { id: string }) => request.id === mine.id);
    expect(still).toMatchObject({ status: "open", replies: [] });
  });
});
