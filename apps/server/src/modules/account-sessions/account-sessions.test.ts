import { type AccountSession, realtimeCloseCodes } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { auditEvents, type UserRow } from "../../db/schema/index.js";
import { createUser, TEST_PASSWORD, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, withDeviceCookie } from "../../test/http.js";
import { TestSocket, useSocketApp } from "../../test/ws-client.js";

const agents = {
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};

const doors = { customer: "student", team_member: "team", company_profile: "company" } as const;

interface Browser {
  headers: BrowserHeaders;
  token: string;
}

/** Signs the user in from a browser of this user agent and address, as the sign-in form does. */
async function signInFrom(
  app: FastifyInstance,
  user: Pick<UserRow, "email" | "userType">,
  userAgent: string,
  remoteAddress = "203.0.113.7",
): Promise<Browser> {
  const csrf = await csrfHeaders(app);
  const res = await app.inject({
    method: "POST",
    url: `/api/auth/${doors[user.userType]}-login`,
    headers: { ...csrf, "user-agent": userAgent },
    remoteAddress,
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token: string = res.json().data.token;
  const authorization = `Bearer ${token}`;
  const headers = { ...withDeviceCookie(await csrfHeaders(app, authorization), res), authorization };
  return { headers: { ...headers, "user-agent": userAgent }, token };
}

// Listening, so sockets can connect; requests still go through inject.
const socketHandle = useSocketApp();
const app = () => socketHandle.t.app;

function listSessions(browser: Browser) {
  return app().inject({ method: "GET", url: "/api/users/sessions", headers: browser.headers });
}

async function sessionsOf(browser: Browser): Promise<AccountSession[]> {
  const res = await listSessions(browser);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function endSession(browser: Browser, id: string) {
  return app().inject({ method: "DELETE", url: `/api/users/sessions/${id}`, headers: browser.headers });
}

function endOthers(browser: Browser) {
  return app().inject({ method: "POST", url: "/api/users/sessions/end-others", headers: browser.headers });
}

function me(browser: Browser) {
  return app().inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { authorization: browser.headers.authorization },
  });
}

/** A new student signed in on a Windows computer and an iPhone. */
async function studentOnTwoDevices() {
  const user = await createUser(socketHandle.t.database.db);
  const computer = await signInFrom(app(), user, agents.windowsChrome, "203.0.113.7");
  const phone = await signInFrom(app(), user, agents.iphoneSafari, "198.51.100.23");
  return { user, computer, phone };
}

const idOfCurrent = async (browser: Browser) => {
  const current = (await sessionsOf(browser)).find((s) => s.current);
  if (!current) throw new Error("no current session listed");
  return current.id;
};

describe("GET /api/users/sessions", () => {
  it("lists the caller's live sessions, this one first, with what the user agent names and no place", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const listed = await sessionsOf(phone);
    expect(listed).toHaveLength(2);
    const [first, second] = listed;
    expect(first).toMatchObject({
      browser: "Safari 17",
      os: "iOS 17.1",
      deviceType: "mobile",
      ipAddress: "198.51.100.23",
      place: null,
      current: true,
    });
    expect(second).toMatchObject({
      browser: "Chrome 131",
      os: "Windows",
      deviceType: "desktop",
      ipAddress: "203.0.113.7",
      place: null,
      current: false,
    });
    // Exactly the contract's fields: no token hash, no device cookie hash, no user id.
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "browser",
        "createdAt",
        "current",
        "deviceType",
        "id",
        "ipAddress",
        "lastSeenAt",
        "os",
        "place",
      ].sort(),
    );
    expect(Date.parse(second?.createdAt ?? "")).toBeLessThanOrEqual(Date.parse(second?.lastSeenAt ?? ""));

    // The other device sees the same two, with itself as the current one.
    const fromComputer = await sessionsOf(computer);
    expect(fromComputer.map((s) => [s.id, s.current])).toEqual([
      [second?.id, true],
      [first?.id, false],
    ]);
  });

  it("shows another user none of them, and unknown for an agent that names nothing", async () => {
    const { computer } = await studentOnTwoDevices();
    const stranger = await signInFrom(app(), await createUser(socketHandle.t.database.db), "curl/8.5.0");
    const theirs = await sessionsOf(stranger);
    expect(theirs).toEqual([
      expect.objectContaining({ browser: null, os: null, deviceType: null, place: null, current: true }),
    ]);
    const mine = await sessionsOf(computer);
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]?.id);
  });

  it("refuses a caller who is not signed in", async () => {
    const res = await app().inject({ method: "GET", url: "/api/users/sessions" });
    expect(res.statusCode).toBe(401);
  });
});

describe("DELETE /api/users/sessions/{id}", () => {
  it("ends another device's session: its next request is refused, this one goes on", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const phoneId = await idOfCurrent(phone);
    const res = await endSession(computer, phoneId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ message: "That device is signed out", signedOut: false });

    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("AUTH_SESSION_EXPIRED");
    expect((await me(computer)).statusCode).toBe(200);
    expect((await sessionsOf(computer)).map((s) => s.id)).not.toContain(phoneId);

    // Ended once: asking again answers like an unknown id.
    expect((await endSession(computer, phoneId)).statusCode).toBe(404);
  });

  it("ends the caller's own session when asked: this browser is signed out", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const res = await endSession(computer, await idOfCurrent(computer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ message: "You are signed out on this device", signedOut: true });
    expect((await me(computer)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it("answers another user's session like an unknown id and ends nothing", async () => {
    const { computer } = await studentOnTwoDevices();
    const other = await studentOnTwoDevices();
    const theirId = await idOfCurrent(other.phone);
    const before = await sessionsOf(other.phone);

    const refused = await endSession(computer, theirId);
    const unknown = await endSession(computer, UNKNOWN_ID);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json().error.code).toBe("NOT_FOUND");

    expect((await me(other.phone)).statusCode).toBe(200);
    expect(await sessionsOf(other.phone)).toEqual(
      before.map((s) => (s.current ? { ...s, lastSeenAt: expect.any(String) } : s)),
    );
  });

  it("refuses an id that is no id with 422 naming the field, and ends nothing", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const res = await endSession(computer, "not-a-session");
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "id" });
    expect((await me(phone)).statusCode).toBe(200);
    expect(await sessionsOf(computer)).toHaveLength(2);
  });

  it("records who ended which session in the audit log", async () => {
    const { user, computer, phone } = await studentOnTwoDevices();
    const phoneId = await idOfCurrent(phone);
    expect((await endSession(computer, phoneId)).statusCode).toBe(200);
    const rows = await socketHandle.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "auth.session_ended"), eq(auditEvents.actorUserId, user.id)));
    expect(rows).toEqual([
      expect.objectContaining({ targetId: user.id, details: { sessionId: phoneId, current: false } }),
    ]);
  });
});

describe("POST /api/users/sessions/end-others", () => {
  it("ends every other session of the caller and says how many; this one and other users' go on", async () => {
    const { user, computer, phone } = await studentOnTwoDevices();
    const tablet = await signInFrom(app(), user, agents.linuxFirefox);
    const other = await studentOnTwoDevices();

    const res = await endOthers(computer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ message: "2 other devices are signed out", ended: 2 });

    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(computer)).statusCode).toBe(200);
    expect((await me(other.phone)).statusCode).toBe(200);
    expect((await me(other.computer)).statusCode).toBe(200);
    expect((await sessionsOf(computer)).map((s) => s.current)).toEqual([true]);

    const again = await endOthers(computer);
    expect(again.json().data).toEqual({ message: "No other device was signed in", ended: 0 });
  });
});

describe("the sockets of an ended session", () => {
  it("close at once when one session is ended; the caller's own socket stays open", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const phoneSocket = await TestSocket.signedIn(socketHandle.wsUrl, phone.token);
    const computerSocket = await TestSocket.signedIn(socketHandle.wsUrl, computer.token);
    try {
      expect((await endSession(computer, await idOfCurrent(phone))).statusCode).toBe(200);
      expect((await phoneSocket.closed).code).toBe(realtimeCloseCodes.sessionEnded);
      // Still answered: the ping goes through after the other socket has closed.
      computerSocket.send({ type: "ping", timestamp: new Date().toISOString() });
      await computerSocket.next("pong");
    } finally {
      phoneSocket.close();
      computerSocket.close();
    }
  });

  it("close for every other session when all others are ended", async () => {
    const { computer, phone } = await studentOnTwoDevices();
    const phoneSocket = await TestSocket.signedIn(socketHandle.wsUrl, phone.token);
    const computerSocket = await TestSocket.signedIn(socketHandle.wsUrl, computer.token);
    try {
      expect((await endOthers(computer)).statusCode).toBe(200);
      expect((await phoneSocket.closed).code).toBe(realtimeCloseCodes.sessionEnded);
      computerSocket.send({ type: "ping", timestamp: new Date().toISOString() });
      await computerSocket.next("pong");
    } finally {
      phoneSocket.close();
      computerSocket.close();
    }
  });
});
