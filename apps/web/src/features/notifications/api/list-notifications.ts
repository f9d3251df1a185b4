import { type EndpointQuery, notificationEndpoints } from "@meridian/contract";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf, pagesKeyOf } from "@/lib/query-keys";
import type { NotificationPage } from "../notification-cache";

const endpoint = notificationEndpoints.list;

/** One page's query as the server reads it; every part is sent, so none falls back to a default. */
type ListQuery = EndpointQuery<typeof endpoint>;
export type NotificationFilter = ListQuery["filter"];

/** How many the bell asks for: more than fit in 24 h for almost everyone. */
export const RECENT_LIMIT = 20;
/** Page size of the /notifications page. */
export const PAGE_SIZE = 20;

/** Under `keyOf(endpoint)`, so the realtime handlers and mutations reach them all. */
export const notificationListKeys = {
  recent: () => keyOf(endpoint, { filter: "all", limit: RECENT_LIMIT }),
  pages: (filter: NotificationFilter) => pagesKeyOf(endpoint, { filter, limit: PAGE_SIZE }),
};

/** GET /api/notifications: one page, newest first. */
export function listNotifications(query: ListQuery, signal?: AbortSignal): Promise<NotificationPage> {
  return callEndpoint(endpoint, { query, signal });
}

/** The bell's list; polled every `pollMs` when given (only while the socket is down). */
export function recentNotificationsQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: notificationListKeys.recent(),
    queryFn: ({ signal }) => listNotifications({ filter: "all", limit: RECENT_LIMIT, offset: 0 }, signal),
    refetchInterval: pollMs,
  });
}

/** The newest notifications for the bell. */
export function useRecentNotifications(pollMs: number | false = false) {
  return useQuery(recentNotificationsQueryOptions(pollMs));
}

/** The /notifications page's list, one page at a time (filtered on the server). */
export function notificationPagesQueryOptions(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationListKeys.pages(filter),
    queryFn: ({ pageParam, signal }) =>
      listNotifications({ filter, limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.meta.hasMore ? pages.reduce((count, page) => count + page.data.length, 0) : undefined,
  });
}

/** All pages loaded so far of one filter. */
export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery(notificationPagesQueryOptions(filter));
}
