import { type EndpointAnswer, type Notification, notificationEndpoints } from "@meridian/contract";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

// The caches of the notifications feature are keyed by the contract's paths; the endpoint hooks
// and the realtime handlers both patch them through these helpers.
export const notificationListPath = notificationEndpoints.list.path;
export const unreadCountPath = notificationEndpoints.unreadCount.path;

/** One page of the list endpoint: its notifications in `data`, their total in `meta`. */
export type NotificationPage = EndpointAnswer<typeof notificationEndpoints.list>;

type ListData = NotificationPage | InfiniteData<NotificationPage>;

function isInfinite(data: ListData): data is InfiniteData<NotificationPage> {
  return "pages" in data;
}

/** True when a list query asks only for unread notifications. */
export function isUnreadListKey(queryKey: QueryKey): boolean {
  return queryKey.some(
    (part) => typeof part === "object" && part !== null && (part as { filter?: unknown }).filter === "unread",
  );
}

const listFilter = { queryKey: [notificationListPath] };

/** Every notification held in any list cache. */
export function cachedNotifications(queryClient: QueryClient): Notification[] {
  return queryClient
    .getQueriesData<ListData>(listFilter)
    .flatMap(([, data]) =>
      data ? (isInfinite(data) ? data.pages.flatMap((page) => page.data) : data.data) : [],
    );
}

/** Rewrites every list cache (plain pages and infinite lists alike) with `update`. */
export function updateNotificationLists(
  queryClient: QueryClient,
  update: (page: NotificationPage, context: { first: boolean; unreadOnly: boolean }) => NotificationPage,
): void {
  for (const [queryKey, data] of queryClient.getQueriesData<ListData>(listFilter)) {
    if (!data) continue;
    const unreadOnly = isUnreadListKey(queryKey);
    const next: ListData = isInfinite(data)
      ? { ...data, pages: data.pages.map((page, index) => update(page, { first: index === 0, unreadOnly })) }
      : update(data, { first: true, unreadOnly });
    queryClient.setQueryData(queryKey, next);
  }
}

/** Adds `delta` to the cached unread count, never below zero; nothing when it was never fetched. */
export function adjustUnreadCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueryData<{ count: number }>([unreadCountPath], (current) =>
    current ? { count: Math.max(0, current.count + delta) } : current,
  );
}

/** Refetches every notification query (list and count). */
export function invalidateNotifications(
  queryClient: QueryClient,
  options: { cancelRefetch?: boolean } = {},
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries(listFilter, options),
    queryClient.invalidateQueries({ queryKey: [unreadCountPath] }, options),
  ]).then(() => undefined);
}
