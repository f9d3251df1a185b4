import type { ServerMessage } from "@meridian/contract";
import { afterAll, beforeAll } from "vitest";
import WebSocket from "ws";
import { createUser } from "./factories.js";
import { signIn } from "./http.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** A WebSocket client that collects what the server sends and can wait for a message or the close. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers });
    this.socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    this.closed = new Promise((resolve) => {
      this.socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
      this.socket.on("unexpected-response", (_req, res) =>
        resolve({ code: res.statusCode ?? 0, reason: "http" }),
      );
      this.socket.on("error", () => {});
    });
  }

  /** The first message (already received or coming) of this type that passes `test`. */
  next<T extends ServerMessage["type"]>(
    type: T,
    test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage) => m.type === type && test(m as Extract<ServerMessage, { type: T }>);
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test: match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Subscribes to `topic` and waits until the server confirms it. */
  async subscribe(topic: string): Promise<void> {
    this.send({ type: "subscribe", data: { topic } });
    await this.next("subscribed", (m) => m.data.topic === topic);
  }

  /** Opens, waits for `connected`, authenticates and waits for `authenticated`. */
  static async signedIn(url: string, token: string, lastSequence?: number): Promise<TestSocket> {
    const client = new TestSocket(url);
    await client.next("connected");
    client.send({
      type: "authenticate",
      data: { token, ...(lastSequence === undefined ? {} : { lastSequence }) },
    });
    await client.next("authenticated");
    return client;
  }

  close(): void {
    this.socket.close();
  }
}

/** Starts a test app listening on a free loopback port and gives the address of its /ws. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/ws`;
}

/** A new signed-in student, with the bearer token a socket authenticates with. */
export async function signedInSocketUser(t: TestApp) {
  const user = await createUser(t.database.db);
  const headers = await signIn(t.app, user);
  return { user, headers, token: (headers.authorization ?? "").replace("Bearer ", "") };
}

/** One test app for the file, listening for sockets from beforeAll and closed after all. */
export function useSocketApp(options: Parameters<typeof createTestApp>[0] = {}): {
  t: TestApp;
  wsUrl: string;
} {
  const handle = { t: undefined as unknown as TestApp, wsUrl: "" };
  beforeAll(async () => {
    handle.t = await createTestApp(options);
    handle.wsUrl = await listenForSockets(handle.t);
  });
  afterAll(() => handle.t.app.close());
  return handle;
}
