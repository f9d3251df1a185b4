import type { ServerMessage } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { AuthenticatedConnection, LiveConnection } from "./connection-registry.js";
import { type ClientMessageOf, MessageRouter, type RealtimeFeature } from "./message-router.js";

/** A connection that keeps what it was sent; the router only ever calls `send` on it. */
function recordingConnection(userId: string | null = "u1") {
  const sent: ServerMessage[] = [];
  const connection: LiveConnection = {
    id: "c1",
    socket: {} as WebSocket,
    userId,
    sessionId: userId ? "s1" : null,
    send: (message) => void sent.push(message),
  };
  return { connection, sent };
}

/** A feature that owns `subscribe` and the `resync` push, recording what reaches it. */
function recordingFeature() {
  const received: ClientMessageOf<"subscribe">[] = [];
  const delivered: string[] = [];
  const handshakes: (number | undefined)[] = [];
  const feature: RealtimeFeature = {
    name: "topics",
    register(router) {
      router.on("subscribe", (_connection, message) => void received.push(message));
      router.onDeliver("resync", (connection, message) => {
        delivered.push(message.data.reason);
        if (message.data.reason !== "drop") connection.send(message);
      });
      router.onAuthenticated(async (_connection, handshake) => void handshakes.push(handshake.lastSequence));
    },
  };
  return { feature, received, delivered, handshakes };
}

describe("the message router", () => {
  it("hands a feature the client messages of its type, validated by the contract", async () => {
    const router = new MessageRouter();
    const { feature, received } = recordingFeature();
    feature.register(router);
    const { connection, sent } = recordingConnection();
    await router.dispatch(connection, JSON.stringify({ type: "subscribe", data: { topic: "user:u1" } }));
    expect(received).toEqual([{ type: "subscribe", data: { topic: "user:u1" } }]);
    expect(sent).toEqual([]);
  });

  it("answers an unknown type, malformed JSON, an invalid body or a type nobody handles with the contract's error", async () => {
    const router = new MessageRouter();
    const { feature, received } = recordingFeature();
    feature.register(router);
    const { connection, sent } = recordingConnection();
    for (const raw of [
      JSON.stringify({ type: "mystery", data: {} }),
      "{not json",
      JSON.stringify({ type: "subscribe", data: { topic: "" } }),
      // In the contract, but no feature on this router answers it.
      JSON.stringify({ type: "ping" }),
    ]) {
      await router.dispatch(connection, raw);
    }
    expect(received).toEqual([]);
    expect(sent).toHaveLength(4);
    for (const message of sent) {
      expect(message).toMatchObject({
        type: "error",
        data: { code: "BAD_MESSAGE", message: "Unknown or malformed message" },
      });
    }
  });

  it("keeps a feature's messages from a connection that has not authenticated", async () => {
    const router = new MessageRouter();
    const { feature, received } = recordingFeature();
    feature.register(router);
    const { connection, sent } = recordingConnection(null);
    await router.dispatch(connection, JSON.stringify({ type: "subscribe", data: { topic: "user:u1" } }));
    expect(received).toEqual([]);
    expect(sent).toMatchObject([{ type: "error", data: { code: "UNAUTHENTICATED" } }]);
  });

  it("lets the owner of a pushed type decide what reaches the socket, and sends the rest as they are", () => {
    const router = new MessageRouter();
    const { feature, delivered } = recordingFeature();
    feature.register(router);
    const { connection, sent } = recordingConnection();
    const at = new Date().toISOString();
    const authenticated = connection as AuthenticatedConnection;
    router.deliver(authenticated, { type: "resync", timestamp: at, data: { reason: "drop" } });
    router.deliver(authenticated, { type: "resync", timestamp: at, data: { reason: "keep" } });
    router.deliver(authenticated, {
      type: "message_read",
      timestamp: at,
      data: { messageId: "m1", conversationId: "c1", readAt: at },
    });
    expect(delivered).toEqual(["drop", "keep"]);
    expect(sent.map((m) => m.type)).toEqual(["resync", "message_read"]);
  });

  it("runs every after-authentication hook with the client's cursor, even when one fails", async () => {
    const router = new MessageRouter();
    const { feature, handshakes } = recordingFeature();
    router.onAuthenticated(async () => {
      throw new Error("broken feature");
    });
    feature.register(router);
    const { connection } = recordingConnection();
    const failures = await router.authenticated(connection as AuthenticatedConnection, {
      token: "t",
      lastSequence: 7,
    });
    expect(handshakes).toEqual([7]);
    expect(failures).toEqual([new Error("broken feature")]);
  });

  it("refuses a second owner for one type", () => {
    const router = new MessageRouter();
    recordingFeature().feature.register(router);
    expect(() => recordingFeature().feature.register(router)).toThrow(/already has a handler/);
  });
});
