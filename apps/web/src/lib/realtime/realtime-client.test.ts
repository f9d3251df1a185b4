import { realtimeCloseCodes, type ServerMessage, sessionTiming } from "@meridian/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { reconnectDelayMs } from "./backoff";
import { RealtimeClient, type RealtimeClientOptions } from "./realtime-client";
import type { RealtimeFeature } from "./realtime-feature";

const USER_ID = "00000000-0000-4000-8000-000000000001";
const now = () => new Date().toISOString();

/** A feature that records the messages of the types it handles. */
function recordingFeature(types: ServerMessage["type"][], handshake?: RealtimeFeature["handshake"]) {
  const received: ServerMessage[] = [];
  const feature: RealtimeFeature = {
    handlers: Object.fromEntries(types.map((type) => [type, (m: ServerMessage) => received.push(m)])),
    handshake,
  };
  return { feature, received };
}

function makeClient(overrides: Partial<RealtimeClientOptions> = {}) {
  const toasts: unknown[] = [];
  const client = new RealtimeClient({
    userId: USER_ID,
    createSocket: (url) => new FakeWebSocket(url),
    readToken: () => "session-token",
    readLocation: () => ({ protocol: "http:", host: "meridian.test" }),
    showToast: (input) => toasts.push(input),
    random: () => 0.5,
    ...overrides,
  });
  return { client, toasts };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe("RealtimeClient", () => {
  it("opens /ws on the page's host (wss for https) without the token in the URL", () => {
    makeClient().client.connect();
    expect(FakeWebSocket.latest().url).toBe("ws://meridian.test/ws");
    makeClient({ readLocation: () => ({ protocol: "https:", host: "meridian.test" }) }).client.connect();
    expect(FakeWebSocket.latest().url).toBe("wss://meridian.test/ws");
    expect(FakeWebSocket.latest().url).not.toContain("session-token");
  });

  it("authenticates about 100 ms after opening, with the features' cursors, then subscribes to the user's topic", () => {
    let cursor = 41;
    const { feature } = recordingFeature([], () => ({ lastSequence: cursor }));
    const { client } = makeClient({ features: [feature] });
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs - 1);
    expect(socket.sentOfType("authenticate")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sentOfType("authenticate")[0]?.data).toEqual({ token: "session-token", lastSequence: 41 });
    socket.receive({
      type: "authenticated",
      timestamp: now(),
      data: { userId: USER_ID, connectionId: "c1" },
    });
    expect(client.state).toBe("connected");
    expect(socket.sentOfType("subscribe")[0]?.data).toEqual({ topic: `user:${USER_ID}` });
    // A reconnect asks from where the feature is now, not from where it was at the first connect.
    cursor = 57;
    socket.serverClose(1006);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    FakeWebSocket.latest().acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
    expect(FakeWebSocket.latest().sentOfType("authenticate")[0]?.data).toEqual({
      token: "session-token",
      lastSequence: 57,
    });
  });

  it("only logs an error when no token is stored", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    makeClient({ readToken: () => null }).client.connect();
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
    expect(socket.sentOfType("authenticate")).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("pings every 20 seconds with a timestamp", () => {
    makeClient().client.connect();
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.pingIntervalMs - 1);
    expect(socket.sentOfType("ping")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sentOfType("ping")).toHaveLength(1);
    expect(typeof socket.sentOfType("ping")[0]?.timestamp).toBe("string");
    vi.advanceTimersByTime(sessionTiming.pingIntervalMs * 2);
    expect(socket.sentOfType("ping")).toHaveLength(3);
  });

  it("reconnects with growing, capped delays and resets them once authenticated", () => {
    const { client } = makeClient();
    client.connect();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest().serverClose(1006);
      const delay = reconnectDelayMs(attempt, () => 0.5);
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }
    expect(reconnectDelayMs(10, () => 1)).toBe(30_000);
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    socket.receive({ type: "authenticated", timestamp: now(), data: { userId: USER_ID, connectionId: "c" } });
    const before = FakeWebSocket.instances.length;
    socket.serverClose(1006);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it.each([4401, 4403])(
    "does not reconnect after close code %i and hands the decision to the session",
    (code) => {
      const onSessionRejected = vi.fn();
      makeClient({ onSessionRejected }).client.connect();
      FakeWebSocket.latest().serverClose(code);
      vi.advanceTimersByTime(120_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(onSessionRejected).toHaveBeenCalledWith(code);
    },
  );

  it("reconnects with backoff after 1013 (the server could not check the session) and keeps the session", () => {
    const onSessionRejected = vi.fn();
    const { client } = makeClient({ onSessionRejected });
    client.connect();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const socket = FakeWebSocket.latest();
      socket.acceptOpen();
      vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
      expect(socket.sentOfType("authenticate")[0]?.data).toEqual({ token: "session-token" });
      socket.receive({
        type: "error",
        timestamp: now(),
        data: { code: "SERVICE_UNAVAILABLE", message: "Live updates are unavailable; retrying shortly" },
      });
      socket.serverClose(realtimeCloseCodes.tryAgainLater);
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(reconnectDelayMs(attempt, () => 0.5) - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }
    expect(onSessionRejected).not.toHaveBeenCalled();
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    socket.receive({ type: "authenticated", timestamp: now(), data: { userId: USER_ID, connectionId: "c" } });
    expect(client.state).toBe("connected");
  });

  it("stops for good on close()", () => {
    const { client } = makeClient();
    client.connect();
    const socket = FakeWebSocket.latest();
    client.close();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.state).toBe("disconnected");
  });

  it("shows the toasts of system_alert and rate_limit_exceeded with their durations", () => {
    const { client, toasts } = makeClient();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.receive({
      type: "system_alert",
      timestamp: now(),
      data: { level: "critical", message: "", connections: 2, limit: 2 },
    });
    socket.receive({
      type: "system_alert",
      timestamp: now(),
      data: { level: "warning", message: "High server load: 8 users connected", connections: 8, limit: 10 },
    });
    socket.receive({ type: "rate_limit_exceeded", timestamp: now(), data: { message: "slow" } });
    expect(toasts).toEqual([
      expect.objectContaining({
        title: "🚨 Server At Capacity",
        description: "2/2 users - some features may be slower",
        duration: 12_000,
      }),
      expect.objectContaining({
        title: "⚠️ High Server Load",
        description: "High server load: 8 users connected",
        duration: 8_000,
      }),
      expect.objectContaining({
        title: "Rate Limit",
        description: "Please slow down your requests",
        duration: 5_000,
      }),
    ]);
  });

  it("retries after 2 s with a toast when the URL cannot be built, and defers 1 s without a browser context", () => {
    const { client, toasts } = makeClient({
      readLocation: () => ({ protocol: "http:", host: "bad host:x" }),
    });
    client.connect();
    expect(toasts).toEqual([
      expect.objectContaining({ title: "Invalid WebSocket URL - retrying in 2 seconds" }),
    ]);
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(sessionTiming.invalidUrlRetryMs);
    expect(toasts).toHaveLength(2);

    let ready = false;
    makeClient({
      readLocation: () => (ready ? { protocol: "http:", host: "meridian.test" } : null),
    }).client.connect();
    expect(FakeWebSocket.instances).toHaveLength(0);
    ready = true;
    vi.advanceTimersByTime(sessionTiming.notReadyDeferralMs);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("toasts 'Failed to connect' when the socket cannot be created, and 'Connection error' once per outage", () => {
    const { client, toasts } = makeClient({
      createSocket: () => {
        throw new Error("blocked");
      },
    });
    client.connect();
    expect(toasts).toEqual([expect.objectContaining({ title: "Failed to connect" })]);

    const second = makeClient();
    second.client.connect();
    FakeWebSocket.latest().fail();
    FakeWebSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    FakeWebSocket.latest().fail();
    expect(second.toasts).toEqual([expect.objectContaining({ title: "Connection error" })]);
  });

  it("hands each valid message to every feature handling its type, and ignores messages outside the contract", () => {
    const notes = recordingFeature(["notification", "resync"]);
    const alsoResync = recordingFeature(["resync"]);
    const { client } = makeClient({ features: [notes.feature, alsoResync.feature] });
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.receive("not json");
    socket.receive({ type: "mystery", data: {} });
    socket.receive({ type: "notification", timestamp: now(), data: { id: "nope" } });
    socket.receive({ type: "pong", timestamp: now() });
    expect(notes.received).toEqual([]);
    const resync = { type: "resync", timestamp: now(), data: { reason: "missed" } };
    socket.receive(resync);
    expect(notes.received).toEqual([resync]);
    expect(alsoResync.received).toEqual([resync]);
  });

  it("keeps handing messages to the other features when one handler throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken: RealtimeFeature = {
      handlers: {
        resync: () => {
          throw new Error("broken");
        },
      },
    };
    const working = recordingFeature(["resync"]);
    const { client } = makeClient({ features: [broken, working.feature] });
    client.connect();
    FakeWebSocket.latest().receive({ type: "resync", timestamp: now(), data: { reason: "missed" } });
    expect(working.received).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("holds topics while asked: subscribes once, resubscribes after a reconnect, unsubscribes on the last release", () => {
    const { client } = makeClient();
    client.connect();
    const first = FakeWebSocket.latest();
    first.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
    // Held before the channel is up: sent once it authenticates.
    const releaseCategory = client.holdTopic("community:category:general");
    expect(first.sentOfType("subscribe")).toHaveLength(0);
    first.receive({ type: "authenticated", timestamp: now(), data: { userId: USER_ID, connectionId: "c1" } });
    expect(first.sentOfType("subscribe").map((m) => m.data?.topic)).toEqual([
      `user:${USER_ID}`,
      "community:category:general",
    ]);
    // A second holder shares the subscription; releasing one keeps it.
    const releaseAgain = client.holdTopic("community:category:general");
    expect(first.sentOfType("subscribe")).toHaveLength(2);
    releaseAgain();
    releaseAgain();
    expect(first.sentOfType("unsubscribe")).toHaveLength(0);

    first.serverClose(1006);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    const second = FakeWebSocket.latest();
    second.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
    second.receive({
      type: "authenticated",
      timestamp: now(),
      data: { userId: USER_ID, connectionId: "c2" },
    });
    expect(second.sentOfType("subscribe").map((m) => m.data?.topic)).toContain("community:category:general");

    releaseCategory();
    expect(second.sentOfType("unsubscribe")[0]?.data).toEqual({ topic: "community:category:general" });
    expect(client.heldTopics).toEqual([]);
  });

  it("hands community messages to their feature and ignores unknown types and malformed community payloads", () => {
    const community = recordingFeature(["community_post", "community_comment"]);
    const { client } = makeClient({ features: [community.feature] });
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.receive({ type: "community_poll", timestamp: now(), data: {} });
    socket.receive({ type: "community_post", timestamp: now(), data: { id: "not-a-post" } });
    socket.receive({ type: "subscribed", timestamp: now(), data: { topic: "community:category:general" } });
    expect(community.received).toEqual([]);
  });
});
