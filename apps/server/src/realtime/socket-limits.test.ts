import { describe, expect, it } from "vitest";
import { signedInSocketUser, TestSocket, useSocketApp } from "../test/ws-client.js";

const live = useSocketApp({ env: { WS_MAX_CONNECTIONS_PER_USER: "2", WS_MAX_CONNECTIONS_PER_ADDRESS: "6" } });

/** Opens a socket and authenticates; resolves with it once authenticated or closed. */
async function attempt(token: string): Promise<TestSocket> {
  const socket = new TestSocket(live.wsUrl);
  await socket.next("connected");
  socket.send({ type: "authenticate", data: { token } });
  await Promise.race([socket.next("authenticated").catch(() => undefined), socket.closed]);
  return socket;
}

const isOpen = (socket: TestSocket) => socket.socket.readyState === socket.socket.OPEN;

describe("socket caps", () => {
  it("refuses a user's socket past WS_MAX_CONNECTIONS_PER_USER with an error and 4429, and frees the slot on close", async () => {
    const { token } = await signedInSocketUser(live.t);
    const first = await attempt(token);
    const second = await attempt(token);
    expect([isOpen(first), isOpen(second)]).toEqual([true, true]);
    const third = await attempt(token);
    expect(third.messages.find((m) => m.type === "error")?.data).toEqual({
      code: "TOO_MANY_CONNECTIONS",
      message: "Too many connections for this account",
    });
    expect(await third.closed).toEqual({ code: 4429, reason: "Too many connections for this account" });

    // Another user is not affected.
    const other = await signedInSocketUser(live.t);
    const theirs = await attempt(other.token);
    expect(isOpen(theirs)).toBe(true);

    // The slot comes back once the server has seen the close: until then a new socket may still be
    // refused, so try until one is let in (each try waits for the server's answer).
    first.close();
    await first.closed;
    let again = await attempt(token);
    for (let tries = 0; !isOpen(again) && tries < 20; tries++) again = await attempt(token);
    expect(isOpen(again)).toBe(true);
    for (const socket of [second, theirs, again]) socket.close();
    await Promise.all([second.closed, theirs.closed, again.closed]);
  });

  it("refuses a socket past WS_MAX_CONNECTIONS_PER_ADDRESS from one address with 4429", async () => {
    const open: TestSocket[] = [];
    // Earlier sockets of this file may still be on their way out: fill up to the cap.
    for (let i = 0; i < 6; i++) {
      const socket = new TestSocket(live.wsUrl);
      await socket.next("connected");
      open.push(socket);
    }
    const refused = new TestSocket(live.wsUrl);
    expect(await refused.closed).toEqual({ code: 4429, reason: "Too many connections from this address" });
    expect(open.filter(isOpen).length).toBeGreaterThan(0);
    for (const socket of open) socket.close();
  });
});
