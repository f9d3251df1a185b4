import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { notificationListPath, unreadCountPath } from "../notification-cache";

/** What the notification caches held before an optimistic change, to put back on failure. */
export type NotificationSnapshot = [QueryKey, unknown][];

/** Stops refetches that would overwrite an optimistic change, and remembers every cache. */
export async function snapshotNotificationCaches(queryClient: QueryClient): Promise<NotificationSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: [notificationListPath] }),
    queryClient.cancelQueries({ queryKey: [unreadCountPath] }),
  ]);
  return [
    ...queryClient.getQueriesData({ queryKey: [notificationListPath] }),
    ...queryClient.getQueriesData({ queryKey: [unreadCountPath] }),
  ];
}

/** Puts the remembered caches back. */
export function restoreNotificationCaches(queryClient: QueryClient, snapshot: NotificationSnapshot): void {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
