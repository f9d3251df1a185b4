import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { notificationListKey, unreadCountKey } from "../notification-cache";

/** What the notification caches held before an optimistic change, to put back on failure. */
export type NotificationSnapshot = [QueryKey, unknown][];

/** Stops refetches that would overwrite an optimistic change, and remembers every cache. */
export async function snapshotNotificationCaches(queryClient: QueryClient): Promise<NotificationSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationListKey }),
    queryClient.cancelQueries({ queryKey: unreadCountKey }),
  ]);
  return [
    ...queryClient.getQueriesData({ queryKey: notificationListKey }),
    ...queryClient.getQueriesData({ queryKey: unreadCountKey }),
  ];
}

/** Puts the remembered caches back. */
export function restoreNotificationCaches(queryClient: QueryClient, snapshot: NotificationSnapshot): void {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
