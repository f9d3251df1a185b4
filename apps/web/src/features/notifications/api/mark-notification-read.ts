import { notificationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import {
  adjustUnreadCount,
  cachedNotifications,
  invalidateNotifications,
  updateNotificationLists,
} from "../notification-cache";
import { restoreNotificationCaches, snapshotNotificationCaches } from "./optimistic-update";

const endpoint = notificationEndpoints.markRead;

/** PUT /api/notifications/{id}/read. */
export function markNotificationRead(id: string) {
  return callEndpoint(endpoint, { params: { id } });
}

/** Marks one read at once on screen; on failure puts it back and says so (spec part 2 §4, §8). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      const snapshot = await snapshotNotificationCaches(queryClient);
      const wasUnread = cachedNotifications(queryClient).some((item) => item.id === id && !item.isRead);
      const readAt = new Date().toISOString();
      updateNotificationLists(queryClient, (page) => ({
        ...page,
        data: page.data.map((item) =>
          item.id === id && !item.isRead ? { ...item, isRead: true, readAt } : item,
        ),
      }));
      if (wasUnread) adjustUnreadCount(queryClient, -1);
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      if (context) restoreNotificationCaches(queryClient, context.snapshot);
      toast({ title: "Error", description: "Failed to mark notification as read", variant: "destructive" });
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
