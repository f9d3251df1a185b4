import { type Notification, notificationEndpoints, sessionTiming } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTimeInZone } from "@/lib/format-date";
import { keyOf, pagesKeyOf } from "@/lib/query-keys";
import { RealtimeClient } from "@/lib/realtime/realtime-client";
import type { ToastInput } from "@/lib/use-toast";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { type NotificationPage, unreadCountKey } from "../notification-cache";
import { createNotificationsRealtime, prependNotification } from "./notifications-realtime";
import { createSequenceStore, type SequenceStore } from "./sequence-store";

const USER_ID = "00000000-0000-4000-8000-000000000001";
const now = () => new Date().toISOString();
const recentKey = keyOf(notificationEndpoints.list, { filter: "all", limit: 20 });
const unreadPagesKey = pagesKeyOf(notificationEndpoints.list, { filter: "unread", limit: 20 });

function notification(sequence: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: "security",
    title: `Title ${sequence}`,
    message: `Message ${sequence}`,
    isRead: false,
    readAt: null,
    createdAt: now(),
    sequence,
    ...overrides,
  };
}

/** A store that starts where a test says, kept in memory only. */
function memoryStore(start?: number): SequenceStore & { value(): number | undefined } {
  let value = start;
  return {
    read: () => value,
    write: (sequence) => {
      if (value === undefined || sequence > value) value = sequence;
    },
    value: () => value,
  };
}

/** A cache holding a read notification in a plain list, an empty unread infinite list and a count of 0. */
function seededCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<NotificationPage>(recentKey, {
    data: [notification(1, { isRead: true })],
    meta: { total: 1, hasMore: false },
  });
  queryClient.setQueryData(unreadPagesKey, {
    pages: [{ data: [], meta: { total: 0, hasMore: false } }],
    pageParams: [0],
  });
  queryClient.setQueryData(unreadCountKey, { count: 0 });
  return queryClient;
}

function setUp(store = memoryStore()) {
  const queryClient = seededCache();
  const toasts: ToastInput[] = [];
  const feature = createNotificationsRealtime({
    queryClient,
    sequenceStore: store,
    showToast: (input) => void toasts.push(input),
  });
  const push = (data: Notification) =>
    feature.handlers.notification?.({ type: "notification", timestamp: now(), data });
  return { queryClient, feature, toasts, push, store };
}

describe("notifications on the realtime channel", () => {
  it("put a pushed notification on top of every list, bump the count and show a 5 s toast", () => {
    const { queryClient, toasts, push } = setUp();
    push(notification(2));
    const recent = queryClient.getQueryData<NotificationPage>(recentKey);
    expect(recent?.data.map((item) => item.sequence)).toEqual([2, 1]);
    expect(recent?.meta.total).toBe(2);
    const unread = queryClient.getQueryData<{ pages: NotificationPage[] }>(unreadPagesKey);
    expect(unread?.pages[0]?.data.map((item) => item.sequence)).toEqual([2]);
    expect(queryClient.getQueryData(unreadCountKey)).toEqual({ count: 1 });
    expect(toasts).toEqual([{ title: "Title 2", description: "Message 2", duration: 5_000 }]);
  });

  it("show a meeting's time in the toast in the reader's own zone, named", () => {
    const { toasts, push } = setUp();
    push(notification(2, { message: "Your counselor scheduled a meeting with you on 2027-01-15T09:30Z." }));
    expect(toasts[0]?.description).toBe(
      `Your counselor scheduled a meeting with you on ${formatDateTimeInZone("2027-01-15T09:30:00.000Z")}.`,
    );
    expect(toasts[0]?.description).not.toContain("09:30Z");
  });

  it("drop a sequence already seen, without a toast or a count change", () => {
    const { queryClient, toasts, push, store } = setUp();
    push(notification(3));
    push(notification(3));
    push(notification(2, { id: "00000000-0000-4000-8000-999999999999" }));
    expect(queryClient.getQueryData<NotificationPage>(recentKey)?.data).toHaveLength(2);
    expect(queryClient.getQueryData(unreadCountKey)).toEqual({ count: 1 });
    expect(toasts).toHaveLength(1);
    expect(store.value()).toBe(3);
  });

  it("refetch the list and the count on resync", () => {
    const { queryClient, feature } = setUp();
    feature.handlers.resync?.({ type: "resync", timestamp: now(), data: { reason: "missed" } });
    expect(queryClient.getQueryState(unreadCountKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(recentKey)?.isInvalidated).toBe(true);
  });

  it("read the lists again once a first visit's socket is live, and leave a reconnect to its replay", () => {
    const authenticated = {
      type: "authenticated",
      timestamp: now(),
      data: { userId: USER_ID, connectionId: "c" },
    } as const;
    // A first visit: the lists fetched over REST were empty, so there is no cursor.
    const queryClient = new QueryClient();
    queryClient.setQueryData<NotificationPage>(recentKey, { data: [], meta: { total: 0, hasMore: false } });
    queryClient.setQueryData(unreadCountKey, { count: 0 });
    const first = createNotificationsRealtime({
      queryClient,
      sequenceStore: memoryStore(),
      showToast: () => {},
    });
    expect(first.handshake?.()).toEqual({});
    first.handlers.authenticated?.(authenticated);
    // What arrived between the REST list and the socket's authentication is fetched, not lost.
    expect(queryClient.getQueryState(unreadCountKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(recentKey)?.isInvalidated).toBe(true);

    const again = setUp(memoryStore(4));
    expect(again.feature.handshake?.()).toEqual({ lastSequence: 4 });
    again.feature.handlers.authenticated?.(authenticated);
    expect(again.queryClient.getQueryState(unreadCountKey)?.isInvalidated).toBe(false);
  });

  it("ask for no replay on a first visit, then for what lists fetched over REST already hold", async () => {
    const store = memoryStore();
    const queryClient = new QueryClient();
    const feature = createNotificationsRealtime({ queryClient, sequenceStore: store, showToast: () => {} });
    expect(feature.handshake?.()).toEqual({});
    await queryClient.fetchQuery({
      queryKey: recentKey,
      queryFn: (): NotificationPage => ({ data: [notification(9)], meta: { total: 1, hasMore: false } }),
    });
    expect(feature.handshake?.()).toEqual({ lastSequence: 9 });
    feature.dispose?.();
    await queryClient.fetchQuery({
      queryKey: keyOf(notificationEndpoints.list, { filter: "unread" }),
      queryFn: (): NotificationPage => ({ data: [notification(12)], meta: { total: 1, hasMore: false } }),
    });
    expect(feature.handshake?.()).toEqual({ lastSequence: 9 });
  });

  it("leave the cache alone for a notification it already holds by id or sequence", () => {
    const queryClient = seededCache();
    expect(prependNotification(queryClient, notification(1))).toBe(false);
    expect(prependNotification(queryClient, notification(5, { id: notification(1).id }))).toBe(false);
    expect(prependNotification(queryClient, notification(1, { id: notification(5).id }))).toBe(false);
    expect(queryClient.getQueryData<NotificationPage>(recentKey)?.meta.total).toBe(1);
    expect(queryClient.getQueryData(unreadCountKey)).toEqual({ count: 0 });
  });
});

describe("the notification sequence store", () => {
  afterEach(() => window.sessionStorage.clear());

  it("keeps the highest sequence per user for the tab, surviving a reload", () => {
    const store = createSequenceStore(USER_ID);
    expect(store.read()).toBeUndefined();
    store.write(5);
    store.write(3);
    expect(store.read()).toBe(5);
    expect(createSequenceStore(USER_ID).read()).toBe(5);
    expect(createSequenceStore("00000000-0000-4000-8000-000000000002").read()).toBeUndefined();
  });
});

describe("the notifications feature plugged into the realtime client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it("authenticates with the last sequence seen and puts what arrives into the cache", () => {
    const { queryClient, feature } = setUp(memoryStore(41));
    const client = new RealtimeClient({
      userId: USER_ID,
      features: [feature],
      createSocket: (url) => new FakeWebSocket(url),
      readToken: () => "session-token",
      readLocation: () => ({ protocol: "http:", host: "meridian.test" }),
      showToast: () => {},
    });
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    vi.advanceTimersByTime(sessionTiming.authenticateDelayMs);
    expect(socket.sentOfType("authenticate")[0]?.data).toEqual({ token: "session-token", lastSequence: 41 });
    socket.receive({ type: "notification", timestamp: now(), data: notification(42) });
    expect(queryClient.getQueryData<NotificationPage>(recentKey)?.data[0]?.sequence).toBe(42);
    expect(feature.handshake?.()).toEqual({ lastSequence: 42 });
    client.close();
  });
});
