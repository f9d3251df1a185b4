import { connect, type Socket } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app.js";

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
const MAX_PER_ADDRESS = 2;

let port: number;
const t = useTestApp({
  env: {
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(MAX_PER_ADDRESS),
  },
});
beforeAll(async () => {
  port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
});

/** A raw client from `localAddress`: what it received, and when the server closed it. */
function rawClient(localAddress = "127.0.0.1") {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on("error", () => {});
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const closed = new Promise<{ received: string; at: number }>((resolve) =>
    socket.once("close", () => resolve({ received, at: Date.now() })),
  );
  return { socket, connected, closed, received: () => received };
}

/** Sends a keep-alive request on the socket and resolves once its whole answer is in. */
function askLive(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\r\n\r\n") && text.endsWith("}")) {
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.write("GET /api/health/live HTTP/1.1\r\nHost: meridian.test\r\n\r\n");
  });
}

describe("a slow client", () => {
  it("that stops halfway through its headers is answered 408 and closed once the headers timeout passes", async () => {
    const client = rawClient();
    await client.connected;
    const sent = Date.now();
    client.socket.write("GET /api/health/live HTTP/1.1\r\nHost: meridian.test\r\nAccept: */");
    const { received, at } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(at - sent).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
  });

  it("that stops halfway through its body is answered 408 and closed once the request timeout passes", async () => {
    const client = rawClient();
    await client.connected;
    const sent = Date.now();
    client.socket.write(
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: meridian.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    const { received, at } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(at - sent).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });
});

describe("the connections of one address", () => {
  it("are capped: the next one is closed unread while other addresses are served", async () => {
    // An address of its own: the sockets of the tests above may not all be counted out yet.
    const crowded = "127.0.0.3";
    const held = [rawClient(crowded), rawClient(crowded)];
    // Each answered once: the server has counted both before the next one comes.
    for (const client of held) expect(await askLive(client.socket)).toMatch(/^HTTP\/1\.1 200 /);

    const refused = rawClient(crowded);
    refused.socket.write("GET /api/health/live HTTP/1.1\r\nHost: meridian.test\r\n\r\n");
    expect((await refused.closed).received).toBe("");

    const other = rawClient("127.0.0.2");
    expect(await askLive(other.socket)).toMatch(/^HTTP\/1\.1 200 /);
    // The held sockets are still served.
    expect(await askLive(held[0]?.socket as Socket)).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of [...held, other]) client.socket.destroy();
  });
});
