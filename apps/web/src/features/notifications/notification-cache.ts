import { type EndpointAnswer, type Notification, notificationEndpoints } from "@meridian/contract";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { keyOf } from "@/lib/query-keys";

// The endpoint hooks and the realtime handlers both patch the caches through these helpers.
/** The prefix of every list cache: the bell's and the pages of /notifications. */
export const notificationListKey = keyOf(notificationEndpoints.list);
export const unreadCountKey = keyOf(notificationEndpoints.unreadCount);

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

const listFilter = { queryKey: notificationListKey };

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
  queryClient.setQueryData<{ count: number }>(unreadCountKey, (current) =>
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
    queryClient.invalidateQueries({ queryKey: unreadCountKey }, options),
  ]).then(() => undefined);
}
