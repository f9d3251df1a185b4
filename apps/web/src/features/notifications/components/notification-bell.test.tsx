import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { renderApp } from "@/test/render";
import { formatBadgeCount } from "../badge-count";

function notification(sequence: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: "security",
    title: `New sign-in ${sequence}`,
    message: "Your account was used from a new browser.",
    isRead: false,
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    sequence,
    ...overrides,
  };
}

const listOf = (items: unknown[]) => ({
  data: items,
  meta: { total: items.length, hasMore: false },
});

describe("notification bell", () => {
  it("caps the badge at 99+ and names the count", async () => {
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/unread-count": { data: { count: 140 } },
      "GET /api/notifications": listOf([]),
    });
    renderApp("/about");
    const bell = await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(within(bell).getByTestId("unread-badge").textContent).toBe("99+");
  });

  it("shows recent notifications with relative times and rolls back a failed mark-as-read", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/unread-count": { data: { count: 1 } },
      "GET /api/notifications": listOf([
        notification(2),
        // Older than 24 h: only on the full page.
        notification(1, { isRead: true, createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString() }),
      ]),
      "PUT /api/notifications/00000000-0000-4000-8000-000000000002/read": {
        status: 500,
        error: { code: "INTERNAL_ERROR", message: "boom" },
      },
    });
    renderApp("/about");
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(panel).getByText("New sign-in 2")).toBeTruthy();
    expect(within(panel).queryByText("New sign-in 1")).toBeNull();
    expect(within(panel).getByText("5 min ago").getAttribute("title")).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );

    await user.click(within(panel).getByRole("button", { name: "Mark as read: New sign-in 2" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Error",
        description: "Failed to mark notification as read",
        variant: "destructive",
      }),
    );
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Mark as read: New sign-in 2" })).toBeTruthy();
    expect(api.callsTo("PUT /api/notifications/00000000-0000-4000-8000-000000000002/read")).toHaveLength(1);
  });

  it("marks all read with one call", async () => {
    const user = userEvent.setup();
    let unread = 2;
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/unread-count": () => ({ data: { count: unread } }),
      "GET /api/notifications": () =>
        listOf([notification(2, { isRead: unread === 0 }), notification(1, { isRead: unread === 0 })]),
      "PUT /api/notifications/read-all": () => {
        unread = 0;
        return { data: { updated: 2 } };
      },
    });
    renderApp("/about");
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(api.callsTo("PUT /api/notifications/read-all")).toHaveLength(1);
    expect(api.requests.filter((request) => request.path.endsWith("/read"))).toHaveLength(0);
  });

  it("shows a notification pushed on the realtime channel, asking only for what the list lacks", async () => {
    // The replay cursor is kept per tab; this test starts as a fresh tab.
    window.sessionStorage.clear();
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/unread-count": { data: { count: 1 } },
      "GET /api/notifications": listOf([notification(2), notification(1, { isRead: true })]),
    });
    renderApp("/about");
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await within(panel).findByText("New sign-in 2");

    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    // The list already holds sequence 2, so a reconnect replays only what came after it.
    await waitFor(() =>
      expect(socket.sentOfType("authenticate")[0]?.data).toEqual({
        token: "test-session-token",
        lastSequence: 2,
      }),
    );
    const at = new Date().toISOString();
    const userId = testUsers.student.id;
    socket.receive({ type: "authenticated", timestamp: at, data: { userId, connectionId: "c1" } });
    socket.receive({ type: "notification", timestamp: at, data: notification(3, { createdAt: at }) });

    expect(await within(panel).findByText("New sign-in 3")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(getToastState().toasts[0]).toMatchObject({ title: "New sign-in 3" });
    // Patched in place: neither the list nor the count was fetched again.
    expect(api.callsTo("GET /api/notifications")).toHaveLength(1);
    expect(api.callsTo("GET /api/notifications/unread-count")).toHaveLength(1);
  });
});
