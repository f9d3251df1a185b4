import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client.js";
import { assignStudentRow, createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";
import { listenForSockets, TestSocket } from "../../test/ws-client.js";
import { notify } from "../notifications/notifications.service.js";

// Two nodes on one PostgreSQL and one Redis: a message sent through node A reaches sockets on B.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// The two nodes are one deployment: one Redis namespace (decision 082).
const redisPrefix = `meridian-test-${randomUUID()}`;

let a: TestApp;
let b: TestApp;
let wsB: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  const database = await createTestDatabase();
  if (database.raw.kind !== "postgres") throw new Error("two nodes need TEST_DATABASE_URL");
  a = await createTestApp({ database, env: { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } });
  const sameDatabase = openPostgres(String(database.raw.pool.options.connectionString), { max: 5 });
  b = await createTestApp({
    database: sameDatabase,
    env: { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix },
  });
  await Promise.all([a.ctx.bus.ready(), b.ctx.bus.ready()]);
  wsB = await listenForSockets(b);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b?.app.close();
  await a?.app.close();
});

const tokenOf = (headers: BrowserHeaders) => (headers.authorization ?? "").replace("Bearer ", "");
async function socketOnB(headers: BrowserHeaders): Promise<TestSocket> {
  const socket = await TestSocket.signedIn(wsB, tokenOf(headers));
  sockets.push(socket);
  return socket;
}

describe("chat on two nodes", () => {
  it("delivers a message sent through node A to the counselor's and the student's sockets on node B, and follows a reassignment", async () => {
    const db = a.database.db;
    const student = await createUser(db);
    const first = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const second = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const profileId = await assignStudentRow(db, student.id, first.id);
    const studentHeaders = await signIn(a.app, student);
    const firstSocket = await socketOnB(await signIn(b.app, first));
    const secondSocket = await socketOnB(await signIn(b.app, second));
    const studentSocket = await socketOnB(studentHeaders);

    const sent = await a.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: studentHeaders,
      payload: { content: "Hello from node A", clientMessageId: randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    const live = await firstSocket.next("chat_message", (m) => m.data.id === id);
    expect(live.data).toEqual(sent.json().data);
    await studentSocket.next("chat_message", (m) => m.data.id === id);
    // The send interval holds across nodes: the next message through node B waits.
    const tooSoon = await b.app.inject({
      method: "POST",
      url: "/api/chat/messages",
      headers: await signIn(b.app, student),
      payload: { content: "Again from node B", clientMessageId: randomUUID() },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);

    // The student moves to the second counselor: the first one's sockets hear nothing more of them.
    await assignStudentRow(db, student.id, second.id);
    const secondHeaders = await signIn(a.app, second);
    const reply = await a.app.inject({
      method: "POST",
      url: `/api/counselor/chat/${profileId}`,
      headers: secondHeaders,
      payload: { content: "I am your new counselor", clientMessageId: randomUUID() },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json().data.id as string;
    await secondSocket.next("chat_message", (m) => m.data.id === replyId);
    await studentSocket.next("chat_message", (m) => m.data.id === replyId);
    // A notification published after the reply reaches the first counselor after anything published
    // before it: once it is there, the reply would have been too.
    await notify(a.ctx, first.id, { type: "system", title: "Marker", message: "after the reply" });
    await firstSocket.next("notification", (m) => m.data.title === "Marker");
    expect(firstSocket.messages.some((m) => m.type === "chat_message" && m.data.id === replyId)).toBe(false);

    // The student reads the reply through node A: the read receipt reaches node B's sockets.
    const read = await a.app.inject({
      method: "PUT",
      url: `/api/chat/messages/${replyId}/read`,
      headers: studentHeaders,
    });
    expect(read.statusCode, read.body).toBe(200);
    const receipt = await secondSocket.next("message_read", (m) => m.data.messageId === replyId);
    expect(receipt.data).toEqual({
      messageId: replyId,
      conversationId: student.id,
      readAt: read.json().data.readAt,
    });
  });
});
