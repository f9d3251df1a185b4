import { describe, expect, it } from "vitest";
import { createUser } from "../test/factories.js";
import { signIn } from "../test/http.js";
import { TestClock } from "../test/test-app.js";
import { signedInSocketUser, TestSocket, useSocketApp } from "../test/ws-client.js";

const MINUTE = 60_000;
const clock = new TestClock();
const live = useSocketApp({ now: clock.now });

describe("sockets of expired sessions", () => {
  it("closes a staff socket once its session is idle past 30 minutes, like the HTTP answer", async () => {
    const headers = await signIn(
      live.t.app,
      await createUser(live.t.database.db, { userType: "team_member" }),
    );
    const token = (headers.authorization ?? "").replace("Bearer ", "");
    const socket = await TestSocket.signedIn(live.wsUrl, token);
    // Socket traffic is not session activity: pings do not keep the session alive.
    socket.send({ type: "ping" });
    await socket.next("pong");
    clock.advance(31 * MINUTE);
    expect((await socket.closed).code).toBe(4403);
    const me = await live.t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
  }, 10_000);

  it("closes a student's socket at the absolute expiry", async () => {
    const { headers, token } = await signedInSocketUser(live.t);
    const socket = await TestSocket.signedIn(live.wsUrl, token);
    // In use all along (a request every two days), the session still ends 30 days after sign-in.
    for (let day = 2; day < 30; day += 2) {
      clock.advance(2 * 24 * 60 * MINUTE);
      expect((await live.t.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(200);
    }
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    clock.advance(2 * 24 * 60 * MINUTE);
    expect((await socket.closed).code).toBe(4403);
  }, 10_000);
});
