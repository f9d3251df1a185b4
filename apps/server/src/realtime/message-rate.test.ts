import { describe, expect, it } from "vitest";
import { createTestApp, TestClock } from "../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket, useSocketApp } from "../test/ws-client.js";

const clock = new TestClock();
const live = useSocketApp({ now: clock.now });

const pongs = (socket: TestSocket) => socket.messages.filter((m) => m.type === "pong").length;

async function pingAndWait(socket: TestSocket, count: number): Promise<void> {
  const before = pongs(socket);
  for (let i = 0; i < count; i++) socket.send({ type: "ping" });
  await socket.next("pong", () => pongs(socket) >= before + count);
}

describe("the message rate of a socket", () => {
  it("cuts off 20 messages in one second: a rate_limit_exceeded frame, then 1008", async () => {
    const { token } = await signedInSocketUser(live.t);
    const socket = await TestSocket.signedIn(live.wsUrl, token);
    for (let i = 0; i < 20; i++) socket.send({ type: "ping" });
    expect((await socket.next("rate_limit_exceeded")).data.message).toMatch(/too many messages/i);
    expect(await socket.closed).toEqual({ code: 1008, reason: "Too many messages" });
    // The burst (10, the authenticate message included) was answered, nothing past it.
    expect(pongs(socket)).toBeLessThanOrEqual(9);
  });

  it("allows a burst of 10, then about one message a second for as long as it lasts", async () => {
    const { token } = await signedInSocketUser(live.t);
    const socket = await TestSocket.signedIn(live.wsUrl, token);
    await pingAndWait(socket, 8);
    for (let second = 0; second < 30; second++) {
      clock.advance(1_000);
      await pingAndWait(socket, 1);
    }
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    // A client pinging every 20 s has its whole burst back.
    clock.advance(20_000);
    await pingAndWait(socket, 9);
    for (let i = 0; i < 5; i++) socket.send({ type: "ping" });
    expect((await socket.closed).code).toBe(1008);
  });

  it("follows WS_MESSAGE_BURST and WS_MESSAGES_PER_SECOND", async () => {
    const own = new TestClock();
    const configured = await createTestApp({
      now: own.now,
      env: { WS_MESSAGE_BURST: "3", WS_MESSAGES_PER_SECOND: "5" },
    });
    try {
      const url = await listenForSockets(configured);
      const { token } = await signedInSocketUser(configured);
      const socket = await TestSocket.signedIn(url, token);
      await pingAndWait(socket, 2);
      own.advance(400);
      await pingAndWait(socket, 2);
      socket.send({ type: "ping" });
      socket.send({ type: "ping" });
      expect((await socket.closed).code).toBe(1008);
    } finally {
      await configured.app.close();
    }
  });
});
