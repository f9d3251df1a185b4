import { sessionTiming } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { reconnectDelayMs } from "./backoff";
import { applyServerMessage } from "./message-handlers";
import { type NotificationPage, notificationListPath, unreadCountPath } from "./notification-cache";
import { RealtimeClient, type RealtimeClientOptions } from "./realtime-client";

const USER_ID = "00000000-0000-4000-8000-000000000001";
const now = () => new Date().toISOString();

function notification(sequence: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: "security" as const,
    title: `Title ${sequence}`,
    message: `Message ${sequence}`,
    isRead: false,
    readAt: null,
    createdAt: now(),
    sequence,
    ...overrides,
  };
}

function makeClient(overrides: Partial<RealtimeClientOptions> = {}) {
  const toasts: unknown[] = [];
  const onMessage = vi.fn();
  const client = new RealtimeClient({
    userId: USER_ID,
    onMessage,
    createSocket: (url) => new FakeWebSocket(url),
    readToken: () => "session-token",
    readLocation: () => ({ protocol: "http:", host: "meridian.test" }),
    showToast: (input) => toasts.push(input),
    random: () => 0.5,
    ...overrides,
  });
  return { client, toasts, onMessage };
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

  it("authenticates about 100 ms after opening, with the last sequence, then subscribes to the user's topic", () => {
    const { client } = makeClient({ sequenceStore: { read: () => 41, write: () => undefined } });
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

  it("ignores messages outside the contract and remembers notification sequences", () => {
    const written: number[] = [];
    const { client, onMessage } = makeClient({
      sequenceStore: { read: () => undefined, write: (n) => written.push(n) },
    });
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.receive("not json");
    socket.receive({ type: "mystery", data: {} });
    socket.receive({ type: "notification", timestamp: now(), data: { id: "nope" } });
    expect(onMessage).not.toHaveBeenCalled();
    socket.receive({ type: "notification", timestamp: now(), data: notification(5) });
    socket.receive({ type: "notification", timestamp: now(), data: notification(5) });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(written).toEqual([5]);
    expect(client.sequence).toBe(5);
  });
});

describe("applyServerMessage", () => {
  function seededClient() {
    const queryClient = new QueryClient();
    const page: NotificationPage = {
      notifications: [notification(1, { isRead: true })],
      total: 1,
      hasMore: false,
    };
    queryClient.setQueryData([notificationListPath, { filter: "all", limit: 20 }], page);
    queryClient.setQueryData([notificationListPath, "pages", { filter: "unread" }], {
      pages: [{ notifications: [], total: 0, hasMore: false }],
      pageParams: [0],
    });
    queryClient.setQueryData([unreadCountPath], { count: 0 });
    return queryClient;
  }

  it("prepends a pushed notification to every list, bumps the count and shows a 5 s toast", () => {
    const queryClient = seededClient();
    applyServerMessage(queryClient, {
      type: "notification",
      timestamp: now(),
      data: notification(2),
    } as never);
    const recent = queryClient.getQueryData<NotificationPage>([
      notificationListPath,
      { filter: "all", limit: 20 },
    ]);
    expect(recent?.notifications.map((item) => item.sequence)).toEqual([2, 1]);
    expect(recent?.total).toBe(2);
    const unread = queryClient.getQueryData<{ pages: NotificationPage[] }>([
      notificationListPath,
      "pages",
      { filter: "unread" },
    ]);
    expect(unread?.pages[0]?.notifications.map((item) => item.sequence)).toEqual([2]);
    expect(queryClient.getQueryData([unreadCountPath])).toEqual({ count: 1 });
    expect(getToastState().toasts[0]).toMatchObject({
      title: "Title 2",
      description: "Message 2",
      duration: 5_000,
    });
  });

  it("drops a copy already in the cache (same id or sequence)", () => {
    const queryClient = seededClient();
    const message = { type: "notification", timestamp: now(), data: notification(2) } as never;
    applyServerMessage(queryClient, message);
    applyServerMessage(queryClient, message);
    applyServerMessage(queryClient, {
      type: "notification",
      timestamp: now(),
      data: notification(2, { id: "00000000-0000-4000-8000-999999999999" }),
    } as never);
    const recent = queryClient.getQueryData<NotificationPage>([
      notificationListPath,
      { filter: "all", limit: 20 },
    ]);
    expect(recent?.notifications).toHaveLength(2);
    expect(queryClient.getQueryData([unreadCountPath])).toEqual({ count: 1 });
  });

  it("invalidates the notification queries on resync", () => {
    const queryClient = seededClient();
    applyServerMessage(queryClient, { type: "resync", timestamp: now(), data: { reason: "missed" } });
    expect(queryClient.getQueryState([unreadCountPath])?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState([notificationListPath, { filter: "all", limit: 20 }])?.isInvalidated,
    ).toBe(true);
  });
});
