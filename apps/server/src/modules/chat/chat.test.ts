import { randomUUID } from "node:crypto";
import type { ServerMessage } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema/index.js";
import { chatMessages } from "../../db/schema/index.js";
import type { BusEvent } from "../../lib/bus.js";
import { newId } from "../../lib/ids.js";
import { assignStudentRow, createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
/** Every chat event published, with whom it went to. */
const events: { userId: string; message: ServerMessage }[] = [];
/** Every notification pushed live, with whom it went to. */
const pushed: { userId: string; message: Extract<ServerMessage, { type: "notification" }> }[] = [];
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  t.ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind !== "user-message") return;
    if (event.message.type === "notification") pushed.push({ userId: event.userId, message: event.message });
    else events.push(event);
  });
});

interface Signed {
  user: UserRow;
  headers: BrowserHeaders;
}
async function person(kind: "student" | "counselor" | "admin" | "company"): Promise<Signed> {
  const db = t.database.db;
  const user =
    kind === "student"
      ? await createUser(db, { firstName: "Stu" })
      : kind === "company"
        ? await createUser(db, { userType: "company_profile", firstName: "Acme" })
        : await createUser(db, {
            userType: "team_member",
            teamRole: kind,
            firstName: kind === "admin" ? "Ada" : "Cora",
          });
  return { user, headers: await signIn(t.app, user) };
}

/** A student with an assigned counselor; `profileId` is the id counselor routes take. */
async function pair() {
  const student = await person("student");
  const counselor = await person("counselor");
  const profileId = await assignStudentRow(t.database.db, student.user.id, counselor.user.id);
  return { student, counselor, profileId };
}

const body = (content: string, clientMessageId: string = randomUUID()) => ({ content, clientMessageId });
const get = (url: string, who: Signed) => t.app.inject({ method: "GET", url, headers: who.headers });
const post = (url: string, who: Signed, payload: object) =>
  t.app.inject({ method: "POST", url, headers: who.headers, payload });
const put = (url: string, who: Signed) => t.app.inject({ method: "PUT", url, headers: who.headers });
const contents = (res: { json(): { data: { content: string }[] } }) => res.json().data.map((m) => m.content);
/** The events about one message: a chat_message with its id, or a message_read of it. */
const eventsOf = (type: "chat_message" | "message_read", id: string) =>
  events.filter(({ message }) =>
    message.type === "chat_message"
      ? type === "chat_message" && message.data.id === id
      : message.type === "message_read" && type === "message_read" && message.data.messageId === id,
  );

describe("a student and their counselor", () => {
  it("write to each other; both read the conversation oldest first with names and times", async () => {
    const { student, counselor, profileId } = await pair();
    const conversation = await get("/api/chat/conversation", student);
    expect(conversation.json().data).toEqual({
      conversationId: student.user.id,
      counterpart: { name: "Cora User", role: "counselor" },
      canSend: true,
      unreadCount: 0,
    });

    const first = await post("/api/chat/messages", student, body("  Hello, can we talk about visas?  "));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      content: "Hello, can we talk about visas?",
      sender: "student",
      senderId: student.user.id,
      senderName: "Stu User",
      conversationId: student.user.id,
      isRead: false,
      read: false,
      readAt: null,
    });
    const reply = await post(
      `/api/counselor/chat/${profileId}`,
      counselor,
      body("Of course. Tomorrow at 10?"),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({ sender: "counselor", senderName: "Cora User" });

    const mine = await get("/api/chat/messages", student);
    expect(contents(mine)).toEqual(["Hello, can we talk about visas?", "Of course. Tomorrow at 10?"]);
    expect(mine.json().meta.nextBefore).toBeNull();
    expect(contents(await get(`/api/counselor/chat/${profileId}`, counselor))).toEqual(contents(mine));

    expect((await get("/api/chat/unread-count", student)).json().data).toEqual({ count: 1 });
    expect((await get("/api/counselor/chat-unread", counselor)).json().data).toEqual({
      students: [{ studentId: profileId, count: 1 }],
    });
  });

  it("tells a student without a counselor that they cannot write yet, and stores nothing", async () => {
    const student = await person("student");
    expect((await get("/api/chat/conversation", student)).json().data).toMatchObject({
      counterpart: null,
      canSend: false,
    });
    const refused = await post("/api/chat/messages", student, body("Anyone there?"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "You do not have a counselor yet. You can send messages once one is assigned to you.",
    );
    expect(contents(await get("/api/chat/messages", student))).toEqual([]);
  });
});

describe("a student whose counselor was taken away", () => {
  it("cannot write anything new, and a resend of an earlier message still answers that message", async () => {
    const { student } = await pair();
    const clientMessageId = randomUUID();
    const first = await post("/api/chat/messages", student, body("Before the change", clientMessageId));
    expect(first.statusCode).toBe(201);
    await assignStudentRow(t.database.db, student.user.id, null);
    const resend = await post("/api/chat/messages", student, body("Before the change", clientMessageId));
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.id).toBe(first.json().data.id);
    clock.advance(15_000);
    expect((await post("/api/chat/messages", student, body("After the change"))).statusCode).toBe(409);
  });
});

describe("the input rules of spec part 2 §5, on the server", () => {
  it.each([
    ["", "content"],
    ["    ", "content"],
  ])("refuses an empty message %j with 422", async (content) => {
    const { student } = await pair();
    const res = await post("/api/chat/messages", student, body(content));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("content");
    expect(contents(await get("/api/chat/messages", student))).toEqual([]);
  });

  it("refuses more than 100 characters, and takes exactly 100", async () => {
    const { student } = await pair();
    const long = await post("/api/chat/messages", student, body("a".repeat(101)));
    expect(long.statusCode).toBe(422);
    expect(long.json().error).toMatchObject({
      field: "content",
      message: "Please keep messages under 100 characters",
    });
    expect((await post("/api/chat/messages", student, body("a".repeat(100)))).statusCode).toBe(201);
  });

  it.each([
    "see https://example.org",
    "HTTP://EXAMPLE.ORG",
    "go to www.example",
    "example.com",
    "EXAMPLE.COM",
    "my site foo.io/page",
    "mail me at someone@uni.edu",
    "try sub.domain.co.uk",
    // What an address bar opens although it is not plain ASCII: other dots, full-width letters,
    // invisible characters in the name, a bare address.
    "go to evil\u3002com",
    "evil\uFF0Ecom",
    "\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D",
    "evil.\u200Bcom",
    "evil\u00AD.com",
    "open 1.2.3.4/login",
    "evil.eu/x",
    // Schemes: any word followed by "//", and the ones a link opens without it.
    "ftp://files",
    "get it at foo://bar",
    "javascript:alert(1)",
    "JavaScript: alert(1)",
    "java\tscript:alert(1)",
    "vbscript:msgbox",
    "mailto:someone",
    "data:text/html;base64,PHNjcmlwdD4",
    "tel:+15551234567",
    "file:///etc/passwd",
    "sms:+15551234567",
    // Markdown links and images, inline or by reference.
    "[click](here)",
    "see [my notes](notes) please",
    "![x](y)",
    "[ref]: somewhere",
  ])("refuses a link-like message %j", async (content) => {
    const { student } = await pair();
    const res = await post("/api/chat/messages", student, body(content));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      field: "content",
      message: "Please remove any URLs from your message",
    });
    expect(contents(await get("/api/chat/messages", student))).toEqual([]);
  });

  it.each([
    "e.g. the U.S. visa",
    "my GPA is 3.5",
    "site. com",
    "I use node.js and file.pdf",
    "at 10 a.m.",
    "Thanks.it works",
    "ready.to go",
    // A label before a colon is prose, not a scheme.
    "Deadline: Friday",
    "Data: my scores are in",
    "Tel: I will call later",
    "note:the essay [draft] is done",
  ])("takes %j (no link)", async (content) => {
    const { student } = await pair();
    expect((await post("/api/chat/messages", student, body(content))).statusCode).toBe(201);
  });

  it("refuses control characters and a client message id that is not a UUID, naming the field", async () => {
    const { student } = await pair();
    const control = await post("/api/chat/messages", student, body("bell\u0007"));
    expect(control.json().error.field).toBe("content");
    const badId = await post("/api/chat/messages", student, { content: "Hi", clientMessageId: "x" });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().error.field).toBe("clientMessageId");
  });

  it("takes the spec's `message` as the text, `content` as its other name; both only when the same", async () => {
    const { student, counselor, profileId } = await pair();
    const spec = await post(`/api/counselor/chat/${profileId}`, counselor, {
      message: "Hello from the spec",
    });
    expect(spec.statusCode, spec.body).toBe(201);
    expect(spec.json().data).toMatchObject({ content: "Hello from the spec", sender: "counselor" });
    clock.advance(15_000);
    const both = await post(`/api/counselor/chat/${profileId}`, counselor, {
      message: "Same text",
      content: " Same text ",
    });
    expect(both.statusCode, both.body).toBe(201);
    clock.advance(15_000);
    for (const [payload, field] of [
      [{ message: "One text", content: "Another text" }, "content"],
      [{}, "message"],
      [{ text: "Not a name we take" }, "message"],
      [{ message: "" }, "message"],
      [{ message: "see ftp://x" }, "message"],
    ] as const) {
      const res = await post(`/api/counselor/chat/${profileId}`, counselor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.field, res.body).toBe(field);
    }
    expect(
      (await post(`/api/counselor/chat/${profileId}`, counselor, { message: "a", content: "b" })).json().error
        .message,
    ).toBe("message and content name the same text: send one of them");
    const sent = await post("/api/chat/messages", student, { message: "The student's side too" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(contents(await get("/api/chat/messages", student))).toEqual([
      "Hello from the spec",
      "Same text",
      "The student's side too",
    ]);
  });

  it("stores each send without a client id as a new message; the interval still holds", async () => {
    const { counselor, profileId } = await pair();
    const url = `/api/counselor/chat/${profileId}`;
    const first = await post(url, counselor, { message: "Same words" });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.clientMessageId).toBeNull();
    expect((await post(url, counselor, { message: "Same words" })).statusCode).toBe(429);
    clock.advance(15_000);
    const second = await post(url, counselor, { message: "Same words" });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(contents(await get(url, counselor))).toEqual(["Same words", "Same words"]);
  });

  it("allows one message per 15 seconds per sender, answering 429 with Retry-After and the seconds left", async () => {
    const { student, counselor, profileId } = await pair();
    // Held: the seconds left are what the test moved the clock by, on a machine of any speed.
    clock.hold();
    expect((await post("/api/chat/messages", student, body("First"))).statusCode).toBe(201);
    const early = await post("/api/chat/messages", student, body("Second"));
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("15");
    expect(early.json().error).toMatchObject({
      code: "RATE_LIMITED",
      message: "You can send another message in 15 seconds",
      details: { retryAfterSeconds: 15 },
    });
    // The counselor's own interval is theirs: the student's message does not hold them back.
    clock.advance(1);
    expect((await post(`/api/counselor/chat/${profileId}`, counselor, body("Reply"))).statusCode).toBe(201);

    clock.advance(10_000 - 1);
    const later = await post("/api/chat/messages", student, body("Second"));
    expect(later.headers["retry-after"]).toBe("5");
    expect(later.json().error.details).toEqual({ retryAfterSeconds: 5 });
    clock.advance(5_000);
    expect((await post("/api/chat/messages", student, body("Second"))).statusCode).toBe(201);
    expect(contents(await get("/api/chat/messages", student))).toEqual(["First", "Reply", "Second"]);
    clock.release();
  });

  it("answers a resend with the same client id with the first message: 200, stored once, no throttle, one event", async () => {
    const { student } = await pair();
    const clientMessageId = randomUUID();
    const first = await post("/api/chat/messages", student, body("Only once", clientMessageId));
    expect(first.statusCode).toBe(201);
    const again = await post("/api/chat/messages", student, body("Only once", clientMessageId));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(contents(await get("/api/chat/messages", student))).toEqual(["Only once"]);
    expect(
      eventsOf("chat_message", first.json().data.id).filter((e) => e.userId === student.user.id),
    ).toHaveLength(1);
  });
});

describe("read receipts", () => {
  it("are set by the receiving side only, once, and told to both sides", async () => {
    const { student, counselor, profileId } = await pair();
    const other = await person("student");
    const otherCounselor = await person("counselor");
    const sent = (await post("/api/chat/messages", student, body("Read me"))).json().data;
    const unknown = await put(`/api/chat/messages/${newId()}/read`, counselor);
    expect(unknown.statusCode).toBe(404);

    // The sender, another student and another counselor: exactly like an unknown id.
    for (const who of [student, other, otherCounselor]) {
      const refused = await put(`/api/chat/messages/${sent.id}/read`, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    expect((await get(`/api/counselor/chat/${profileId}`, counselor)).json().data[0].isRead).toBe(false);

    const read = await put(`/api/chat/messages/${sent.id}/read`, counselor);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: sent.id, isRead: true, read: true });
    const readEvents = eventsOf("message_read", sent.id);
    expect(readEvents.map((e) => e.userId)).toEqual(
      expect.arrayContaining([student.user.id, counselor.user.id]),
    );
    expect(readEvents[0]?.message.data).toEqual({
      messageId: sent.id,
      conversationId: student.user.id,
      readAt: read.json().data.readAt,
    });

    const again = await put(`/api/chat/messages/${sent.id}/read`, counselor);
    expect(again.json().data).toEqual(read.json().data);
    expect(eventsOf("message_read", sent.id)).toHaveLength(readEvents.length);
    expect((await get("/api/chat/messages", student)).json().data[0]).toMatchObject({
      isRead: true,
    });
    expect((await get("/api/counselor/chat-unread", counselor)).json().data.students).toEqual([]);
  });

  it("let the student mark the counselor's messages, and lower their unread count", async () => {
    const { student, counselor, profileId } = await pair();
    const sent = (
      await post(`/api/counselor/chat/${profileId}`, counselor, body("Your visa letter is ready"))
    ).json().data;
    expect((await put(`/api/chat/messages/${sent.id}/read`, counselor)).statusCode).toBe(404);
    expect((await put(`/api/chat/messages/${sent.id}/read`, student)).statusCode).toBe(200);
    expect((await get("/api/chat/unread-count", student)).json().data.count).toBe(0);
  });
});

describe("history pages", () => {
  it("go back from a cursor, each page oldest first, until the first message", async () => {
    const { student, counselor, profileId } = await pair();
    const start = Date.now() - 60_000;
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: newId(start + i * 1_000),
        conversationId: student.user.id,
        senderId: student.user.id,
        senderSide: "owner" as const,
        content: `m${i + 1}`,
        clientMessageId: randomUUID(),
        createdAt: new Date(start + i * 1_000),
      })),
    );
    const newest = await get(`/api/counselor/chat/${profileId}?limit=2`, counselor);
    expect(contents(newest)).toEqual(["m4", "m5"]);
    const middle = await get(
      `/api/counselor/chat/${profileId}?limit=2&before=${newest.json().meta.nextBefore}`,
      counselor,
    );
    expect(contents(middle)).toEqual(["m2", "m3"]);
    const oldest = await get(`/api/chat/messages?limit=2&before=${middle.json().meta.nextBefore}`, student);
    expect(contents(oldest)).toEqual(["m1"]);
    expect(oldest.json().meta.nextBefore).toBeNull();
    const bad = await get("/api/chat/messages?limit=500", student);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("limit");
  });
});

describe("who reaches a conversation", () => {
  it("another counselor gets 404 'Student not found'; an admin reads and writes", async () => {
    const { student, profileId } = await pair();
    await post("/api/chat/messages", student, body("Hi"));
    const stranger = await person("counselor");
    for (const res of [
      await get(`/api/counselor/chat/${profileId}`, stranger),
      await post(`/api/counselor/chat/${profileId}`, stranger, body("Let me in")),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Student not found");
    }
    const admin = await person("admin");
    expect(contents(await get(`/api/counselor/chat/${profileId}`, admin))).toEqual(["Hi"]);
    const written = await post(`/api/counselor/chat/${profileId}`, admin, body("The team is here too"));
    expect(written.json().data).toMatchObject({ sender: "counselor", senderName: "Ada User" });
    expect(contents(await get("/api/chat/messages", student))).toEqual(["Hi", "The team is here too"]);
  });

  it("follows a reassignment: the old counselor is refused and gets no more events; the new one gets them", async () => {
    const { student, counselor, profileId } = await pair();
    const next = await person("counselor");
    await assignStudentRow(t.database.db, student.user.id, next.user.id);
    expect((await get(`/api/counselor/chat/${profileId}`, counselor)).statusCode).toBe(404);
    const sent = (await post("/api/chat/messages", student, body("New counselor?"))).json().data;
    const to = eventsOf("chat_message", sent.id).map((e) => e.userId);
    expect(to).toContain(next.user.id);
    expect(to).toContain(student.user.id);
    expect(to).not.toContain(counselor.user.id);
    expect((await get("/api/chat/conversation", student)).json().data.counterpart.name).toBe("Cora User");
    expect((await get(`/api/counselor/chat/${profileId}`, next)).statusCode).toBe(200);
  });

  it("keeps staff out of the owner routes and owners out of the staff routes", async () => {
    const { profileId } = await pair();
    const counselor = await person("counselor");
    const company = await person("company");
    const student = await person("student");
    expect((await get("/api/chat/messages", counselor)).statusCode).toBe(403);
    expect((await post("/api/chat/messages", counselor, body("Hi"))).statusCode).toBe(403);
    expect((await get(`/api/counselor/chat/${profileId}`, student)).statusCode).toBe(403);
    expect((await get(`/api/counselor/chat/${profileId}`, company)).statusCode).toBe(403);
    expect((await get("/api/admin/company-chat", counselor)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/api/chat/messages",
      headers: await csrfHeaders(t.app),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a company account", () => {
  it("talks with the team: admins see the conversation, its unread count, and answer", async () => {
    const company = await person("company");
    const admin = await person("admin");
    expect((await get("/api/chat/conversation", company)).json().data).toMatchObject({
      counterpart: { name: "Meridian team", role: "team" },
      canSend: true,
    });
    const sent = await post("/api/chat/messages", company, body("We would like to partner"));
    expect(sent.statusCode).toBe(201);
    // Every admin hears it live: they are the company's other side.
    expect(eventsOf("chat_message", sent.json().data.id).map((e) => e.userId)).toContain(admin.user.id);

    const list = (await get("/api/admin/company-chat", admin)).json().data.conversations;
    expect(list).toContainEqual(
      expect.objectContaining({ accountId: company.user.id, name: "Acme User", unreadCount: 1 }),
    );
    const url = `/api/admin/company-chat/${company.user.id}`;
    expect(contents(await get(url, admin))).toEqual(["We would like to partner"]);
    expect((await post(url, admin, body("Happy to talk"))).statusCode).toBe(201);
    expect((await put(`/api/chat/messages/${sent.json().data.id}/read`, admin)).statusCode).toBe(200);
    expect(contents(await get("/api/chat/messages", company))).toEqual([
      "We would like to partner",
      "Happy to talk",
    ]);
    expect((await get("/api/chat/unread-count", company)).json().data.count).toBe(1);

    // A counselor is not the company's team side; a student's id is not a company conversation.
    const counselor = await person("counselor");
    expect((await put(`/api/chat/messages/${sent.json().data.id}/read`, counselor)).statusCode).toBe(404);
    const student = await person("student");
    const notCompany = await get(`/api/admin/company-chat/${student.user.id}`, admin);
    expect(notCompany.statusCode).toBe(404);
    expect(notCompany.json().error.message).toBe("Company account not found");
    // An id that is no UUID is refused before the database, in the words of spec part 2 §5.
    const malformed = await get("/api/admin/company-chat/not-a-uuid", admin);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error).toMatchObject({
      field: "accountId",
      message: "Invalid AccountId format: not-a-uuid. Must be a valid UUID.",
    });
  });
});

describe("the owner is told of replies (decision 075)", () => {
  /** The user's chat notifications, newest first, as their bell lists them. */
  const chatNotifications = async (who: Signed) =>
    (
      (await get("/api/notifications", who)).json().data as {
        type: string;
        title: string;
        message: string;
        isRead: boolean;
      }[]
    ).filter((n) => n.type === "chat");
  const pushedTo = (who: Signed) =>
    pushed.filter((p) => p.userId === who.user.id && p.message.data.type === "chat");
  /** The counselor writes (each after the send interval). */
  const reply = async (pairOf: Awaited<ReturnType<typeof pair>>, content: string) => {
    clock.advance(16_000);
    const res = await post(`/api/counselor/chat/${pairOf.profileId}`, pairOf.counselor, body(content));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string };
  };

  it("stores and pushes one notification for a burst of replies, none for the staff", async () => {
    const conversation = await pair();
    const { student, counselor } = conversation;
    expect((await post("/api/chat/messages", student, body("Any news on my visa?"))).statusCode).toBe(201);
    await reply(conversation, "Yes, the letter is ready");
    await reply(conversation, "I sent it by email");
    await reply(conversation, "Call me if anything is unclear");

    expect(await chatNotifications(student)).toEqual([
      expect.objectContaining({
        title: "New message from Cora User",
        message: '"Yes, the letter is ready" Open your chat to reply.',
        isRead: false,
      }),
    ]);
    expect(pushedTo(student)).toHaveLength(1);
    expect((await get("/api/notifications/unread-count", student)).json().data.count).toBe(1);
    // The counselor's dashboard counts the student's message; no notification for it.
    expect(await chatNotifications(counselor)).toEqual([]);
    expect(pushedTo(counselor)).toEqual([]);
  });

  it("is read once every reply is read in the chat; the next reply tells again, and the list keeps one", async () => {
    const conversation = await pair();
    const { student } = conversation;
    const first = await reply(conversation, "Your offer arrived");
    const second = await reply(conversation, "Congratulations!");
    expect((await put(`/api/chat/messages/${first.id}/read`, student)).statusCode).toBe(200);
    // One reply is still unread: the notification still waits.
    expect((await chatNotifications(student)).map((n) => n.isRead)).toEqual([false]);
    expect((await put(`/api/chat/messages/${second.id}/read`, student)).statusCode).toBe(200);
    expect((await chatNotifications(student)).map((n) => n.isRead)).toEqual([true]);
    expect((await get("/api/notifications/unread-count", student)).json().data.count).toBe(0);

    await reply(conversation, "Shall we plan the visa next?");
    expect(await chatNotifications(student)).toEqual([
      expect.objectContaining({
        message: '"Shall we plan the visa next?" Open your chat to reply.',
        isRead: false,
      }),
    ]);
    expect(pushedTo(student)).toHaveLength(2);
  });

  it("is not stored for a student who switched chat notifications off; the message still arrives", async () => {
    const conversation = await pair();
    const { student } = conversation;
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: student.headers,
      payload: { disabledTypes: ["chat"] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await reply(conversation, "Quiet hello");
    expect(await chatNotifications(student)).toEqual([]);
    expect(pushedTo(student)).toEqual([]);
    expect(contents(await get("/api/chat/messages", student))).toEqual(["Quiet hello"]);
  });

  it("tells a company account of the team's reply in the team's name", async () => {
    const company = await person("company");
    const admin = await person("admin");
    expect((await post("/api/chat/messages", company, body("Hello team"))).statusCode).toBe(201);
    const answer = await post(`/api/admin/company-chat/${company.user.id}`, admin, body("Hello Acme"));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await chatNotifications(company)).toEqual([
      expect.objectContaining({ title: "New message from the Meridian team", isRead: false }),
    ]);
  });
});
