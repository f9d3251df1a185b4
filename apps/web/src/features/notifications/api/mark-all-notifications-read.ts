import { notificationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { invalidateNotifications, unreadCountKey, updateNotificationLists } from "../notification-cache";
import { restoreNotificationCaches, snapshotNotificationCaches } from "./optimistic-update";

const endpoint = notificationEndpoints.markAllRead;

/** PUT /api/notifications/read-all: one call for all of them, not one per item. */
export function markAllNotificationsRead() {
  return callEndpoint(endpoint);
}

/** Marks everything read at once on screen; on failure puts it back and says so. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      const snapshot = await snapshotNotificationCaches(queryClient);
      const readAt = new Date().toISOString();
      updateNotificationLists(queryClient, (page) => ({
        ...page,
        data: page.data.map((item) => (item.isRead ? item : { ...item, isRead: true, readAt })),
      }));
      queryClient.setQueryData(unreadCountKey, { count: 0 });
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreNotificationCaches(queryClient, context.snapshot);
      toast({
        title: "Error",
        description: "Failed to mark all notifications as read",
        variant: "destructive",
      });
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
