import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { securityEventCounts } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { LogCapture, type LogLine } from "../../test/log-capture.js";
import { createTestApp, useTestApp } from "../../test/test-app.js";
import { listenForSockets, TestSocket } from "../../test/ws-client.js";
import { notify } from "../notifications/notifications.service.js";

const logs = new LogCapture();
let admin: BrowserHeaders;
let student: BrowserHeaders;
let studentId: string;
const t = useTestApp({ logs });
beforeAll(async () => {
  admin = await signInStaff(t, "admin");
  const studentUser = await createUser(t.database.db);
  studentId = studentUser.id;
  student = await signIn(t.app, studentUser);
});

let address = 0;
const nextIp = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

/** The security event logged for a response. */
function eventOf(res: { headers: Record<string, unknown> }): Promise<LogLine> {
  return logs.waitFor((line) => line.event === "security" && line.requestId === res.headers["x-request-id"]);
}

async function counts(): Promise<Record<string, { lastHour: number; last24Hours: number }>> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/security-events/counts", headers: admin });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res
      .json()
      .data.counts.map((row: { kind: string; lastHour: number; last24Hours: number }) => [row.kind, row]),
  );
}

describe("security events", () => {
  it("log an authorization denial with its kind, actor, address, route and request id", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/security-settings",
      headers: student,
      remoteAddress: "10.9.8.7",
    });
    expect(res.statusCode).toBe(403);
    expect(await eventOf(res)).toMatchObject({
      event: "security",
      kind: "authorization_denied",
      actorId: studentId,
      ip: "10.9.8.7",
      route: "/api/admin/security-settings",
      requestId: res.headers["x-request-id"],
    });
  });

  it("log another user's record refused with 404 as an authorization denial", async () => {
    const other = await createUser(t.database.db);
    const notification = await notify(t.ctx, other.id, { type: "system", title: "Hi", message: "Hello" });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/notifications/${notification?.id}`,
      headers: student,
    });
    expect(res.statusCode).toBe(404);
    expect(await eventOf(res)).toMatchObject({ kind: "authorization_denied", actorId: studentId });
  });

  it("log CSRF rejections and throttled sign-ins", async () => {
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      payload: { email: "x@gmail.com", password: "nope" },
    });
    expect(noToken.statusCode).toBe(403);
    expect(await eventOf(noToken)).toMatchObject({ kind: "csrf_rejected", route: "/api/auth/student-login" });

    const browser = await csrfHeaders(t.app);
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/student-login",
        headers: browser,
        remoteAddress: "10.66.0.1",
        payload: { email: "victim@gmail.com", password: "Wrong-Password-1" },
      });
    let res = await attempt();
    while (res.statusCode === 401) res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(await eventOf(res)).toMatchObject({ kind: "sign_in_throttled", ip: "10.66.0.1" });
  });

  it("log a socket refused for a bad token", async () => {
    const wsUrl = await listenForSockets(t);
    const client = new TestSocket(wsUrl);
    await client.next("connected");
    client.send({ type: "authenticate", data: { token: "forged" } });
    expect((await client.closed).code).toBe(4401);
    expect(
      await logs.waitFor((line) => line.event === "security" && line.reason === "authentication failed"),
    ).toMatchObject({ kind: "socket_refused", route: "/ws", ip: "127.0.0.1" });
  });

  it("log sockets refused for a foreign origin and over capacity", async () => {
    const full = await createTestApp({ env: { WS_MAX_CONNECTIONS: "1" }, logs });
    try {
      const url = await listenForSockets(full);
      const foreign = new TestSocket(url, { origin: "https://evil.example" });
      expect((await foreign.closed).code).toBe(403);
      expect(
        await logs.waitFor((line) => line.event === "security" && line.reason === "origin"),
      ).toMatchObject({ kind: "socket_refused", route: "/ws" });
      const first = new TestSocket(url);
      await first.next("connected");
      const refused = new TestSocket(url);
      expect((await refused.closed).code).toBe(503);
      expect(
        await logs.waitFor((line) => line.event === "security" && line.reason === "capacity"),
      ).toMatchObject({ kind: "socket_refused", route: "/ws" });
      first.close();
    } finally {
      await full.app.close();
    }
  });

  it("count refusals by kind for admins, this node's latest included before they are stored", async () => {
    const before = await counts();
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: "GET", url: "/api/admin/company-accounts", headers: student });
    }
    const after = await counts();
    expect(after.authorization_denied?.lastHour).toBe((before.authorization_denied?.lastHour ?? 0) + 3);
    expect(after.authorization_denied?.last24Hours).toBe((before.authorization_denied?.last24Hours ?? 0) + 3);
    expect(Object.keys(after).sort()).toEqual([
      "authorization_denied",
      "csrf_rejected",
      "sign_in_throttled",
      "socket_refused",
      "throttled",
    ]);
    const forbidden = await t.app.inject({
      method: "GET",
      url: "/api/admin/security-events/counts",
      headers: student,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("store the last counts at shutdown, before the database closes", async () => {
    const ownLogs = new LogCapture();
    const closing = await createTestApp({ logs: ownLogs });
    await closing.app.inject({ method: "POST", url: "/api/auth/team-access-code", payload: { code: "x" } });
    expect(closing.app.securityEvents?.unstored()).toHaveLength(1);
    await closing.app.close();
    expect(closing.app.securityEvents?.unstored()).toEqual([]);
    expect(ownLogs.lines.filter((line) => String(line.msg).includes("could not store"))).toEqual([]);
  });

  it("store a flood of refusals as one row per kind and minute, and keep the counts across a restart", async () => {
    const flood = 200;
    const before = (await counts()).csrf_rejected?.lastHour ?? 0;
    await Promise.all(
      Array.from({ length: flood }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/logout",
          headers: { authorization: student.authorization },
        }),
      ),
    );
    await t.app.securityEvents?.flush();
    const [stored] = await t.database.db
      .select({ rows: count() })
      .from(securityEventCounts)
      .where(eq(securityEventCounts.kind, "csrf_rejected"));
    // A minute boundary during the test may split the flood over two rows, never more.
    expect(stored?.rows).toBeLessThanOrEqual(2);

    // Another node (or this one after a restart) on the same database reads the stored counts.
    const other = await createTestApp({ database: t.database });
    try {
      const res = await other.app.inject({
        method: "GET",
        url: "/api/admin/security-events/counts",
        headers: admin,
        remoteAddress: nextIp(),
      });
      const row = res.json().data.counts.find((c: { kind: string }) => c.kind === "csrf_rejected");
      expect(row.lastHour).toBeGreaterThanOrEqual(before + flood);
    } finally {
      await other.ctx.close();
    }
  });
});
