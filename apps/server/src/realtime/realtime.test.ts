import type { ServerMessage } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/index.js";
import { createUser } from "../test/factories.js";
import { createTestApp } from "../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket, useSocketApp } from "../test/ws-client.js";

const app = useSocketApp();

const signedInUser = () => signedInSocketUser(app.t);

const resync = (reason: string): ServerMessage => ({
  type: "resync",
  timestamp: new Date().toISOString(),
  data: { reason },
});

describe("the realtime channel", () => {
  it("greets with a connection id, authenticates with the session token, answers ping", async () => {
    const { user, token } = await signedInUser();
    const client = new TestSocket(app.wsUrl);
    const connected = await client.next("connected");
    expect(connected.data.connectionId).toMatch(/^[0-9a-f-]{36}$/);
    client.send({ type: "authenticate", data: { token } });
    const authenticated = await client.next("authenticated");
    expect(authenticated.data).toEqual({ userId: user.id, connectionId: connected.data.connectionId });
    client.send({ type: "ping", timestamp: new Date().toISOString() });
    await client.next("pong");
    client.close();
  });

  it("lets a user subscribe to their own channel only", async () => {
    const { user, token } = await signedInUser();
    const other = await createUser(app.t.database.db);
    const client = await TestSocket.signedIn(app.wsUrl, token);
    client.send({ type: "subscribe", data: { topic: `user:${user.id}` } });
    expect((await client.next("subscribed")).data.topic).toBe(`user:${user.id}`);
    client.send({ type: "subscribe", data: { topic: `user:${other.id}` } });
    expect((await client.next("error")).data.code).toBe("FORBIDDEN");
    // Nothing of the other user's reaches this socket. The bus keeps order, so once the message to
    // this user has arrived, the other user's (published first) would have arrived before it.
    await app.t.ctx.bus.publish({ kind: "user-message", userId: other.id, message: resync("not yours") });
    await app.t.ctx.bus.publish({ kind: "user-message", userId: user.id, message: resync("yours") });
    await client.next("resync", (m) => m.data.reason === "yours");
    expect(client.messages.filter((m) => m.type === "resync").map((m) => m.data.reason)).toEqual(["yours"]);
    client.close();
  });

  it("answers an unknown or malformed message, or a user message before authenticating, with an error", async () => {
    const { token } = await signedInUser();
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    client.send({ type: "subscribe", data: { topic: "user:x" } });
    expect((await client.next("error")).data).toEqual({
      code: "UNAUTHENTICATED",
      message: "Authenticate first",
    });
    client.send({ type: "mystery", data: {} });
    client.send("not json");
    client.send({ type: "authenticate", data: {} });
    client.send({ type: "authenticate", data: { token } });
    await client.next("authenticated");
    const errors = client.messages.flatMap((m) => (m.type === "error" ? [m.data.code] : []));
    expect(errors).toEqual(["UNAUTHENTICATED", "BAD_MESSAGE", "BAD_MESSAGE", "BAD_MESSAGE"]);
    client.close();
  });

  it("refuses a bad token and closes", async () => {
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    client.send({ type: "authenticate", data: { token: "forged" } });
    expect((await client.next("error")).data.code).toBe("AUTH_FAILED");
    expect((await client.closed).code).toBe(4401);
  });

  it("refuses a foreign origin before the upgrade", async () => {
    const client = new TestSocket(app.wsUrl, { origin: "https://evil.example" });
    expect(await client.closed).toEqual({ code: 403, reason: "http" });
    const same = new TestSocket(app.wsUrl, {
      origin: app.wsUrl.replace("ws://", "http://").replace("/ws", ""),
    });
    await same.next("connected");
    same.close();
  });

  it("closes a connection that sends a frame over 64 KB with 1009", async () => {
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    client.send({ type: "ping", data: "x".repeat(70 * 1024) });
    expect((await client.closed).code).toBe(1009);
  });

  it("closes a connection that never authenticates", async () => {
    const client = new TestSocket(app.wsUrl);
    await client.next("connected");
    const started = Date.now();
    expect((await client.closed).code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThan(4_000);
  }, 15_000);

  it("closes a flooding client with 1008 after telling it why", async () => {
    const { token } = await signedInUser();
    const client = await TestSocket.signedIn(app.wsUrl, token);
    for (let i = 0; i < 30; i++) client.send({ type: "ping" });
    expect((await client.next("rate_limit_exceeded")).data.message).toMatch(/too many messages/i);
    expect((await client.closed).code).toBe(1008);
  });

  it("closes the socket of a session that signs out", async () => {
    const { headers, token } = await signedInUser();
    const client = await TestSocket.signedIn(app.wsUrl, token);
    const started = Date.now();
    await app.t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect((await client.closed).code).toBe(4403);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("closes the sockets of an account suspended in the database within 5 s", async () => {
    const { user, token } = await signedInUser();
    const client = await TestSocket.signedIn(app.wsUrl, token);
    const started = Date.now();
    await app.t.database.db.update(users).set({ accountStatus: "suspended" }).where(eq(users.id, user.id));
    expect((await client.closed).code).toBe(4403);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);
});

describe("the connection limit", () => {
  it("alerts at 80% and at the limit, and refuses connections past it", async () => {
    const small = await createTestApp({ env: { WS_MAX_CONNECTIONS: "5" } });
    const url = await listenForSockets(small);
    const clients: TestSocket[] = [];
    for (let i = 0; i < 5; i++) {
      const client = new TestSocket(url);
      await client.next("connected");
      clients.push(client);
    }
    const warning = await clients[0]?.next("system_alert", (m) => m.data.level === "warning");
    expect(warning?.data).toMatchObject({ connections: 4, limit: 5 });
    const critical = await clients[0]?.next("system_alert", (m) => m.data.level === "critical");
    expect(critical?.data).toMatchObject({ connections: 5, limit: 5 });
    const refused = new TestSocket(url);
    expect(await refused.closed).toEqual({ code: 503, reason: "http" });
    for (const client of clients) client.close();
    await small.app.close();
  });
});
