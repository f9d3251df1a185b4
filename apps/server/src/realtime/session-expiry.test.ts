import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test/factories.js";
import { signIn } from "../test/http.js";
import { createTestApp, type TestApp, TestClock } from "../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket } from "../test/ws-client.js";

const MINUTE = 60_000;
const clock = new TestClock();
let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  wsUrl = await listenForSockets(t);
});
afterAll(() => t.app.close());

describe("sockets of expired sessions", () => {
  it("closes a staff socket once its session is idle past 30 minutes, like the HTTP answer", async () => {
    const headers = await signIn(t.app, await createUser(t.database.db, { userType: "team_member" }));
    const token = (headers.authorization ?? "").replace("Bearer ", "");
    const socket = await TestSocket.signedIn(wsUrl, token);
    // Socket traffic is not session activity: pings do not keep the session alive.
    socket.send({ type: "ping" });
    await socket.next("pong");
    clock.advance(31 * MINUTE);
    expect((await socket.closed).code).toBe(4403);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
  }, 10_000);

  it("closes a student's socket at the absolute expiry", async () => {
    const { headers, token } = await signedInSocketUser(t);
    const socket = await TestSocket.signedIn(wsUrl, token);
    // In use all along (a request every two days), the session still ends 30 days after sign-in.
    for (let day = 2; day < 30; day += 2) {
      clock.advance(2 * 24 * 60 * MINUTE);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(200);
    }
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    clock.advance(2 * 24 * 60 * MINUTE);
    expect((await socket.closed).code).toBe(4403);
  }, 10_000);
});
