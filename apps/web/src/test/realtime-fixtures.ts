import type { Notification } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

/**
 * A notification as the realtime channel delivers it. The features' handlers read only its type;
 * the title and message are there to make the test read like the real thing.
 */
export function notificationMessage(
  type: Notification["type"],
  text: Pick<Notification, "title" | "message">,
) {
  return {
    type: "notification" as const,
    timestamp: "2026-11-01T10:00:00.000Z",
    data: {
      id: "00000000-0000-4000-8000-000000000001",
      type,
      ...text,
      isRead: false,
      readAt: null,
      createdAt: "2026-11-01T10:00:00.000Z",
      sequence: 1,
    } satisfies Notification,
  };
}

/** The path of every stale query, sorted: what a realtime handler marked for refetching. */
export function stalePaths(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ stale: true })
    .map((query) => query.queryKey[0])
    .sort();
}
