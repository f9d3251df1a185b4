import { notificationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import {
  adjustUnreadCount,
  cachedNotifications,
  invalidateNotifications,
  updateNotificationLists,
} from "../notification-cache";

const endpoint = notificationEndpoints.remove;

/** DELETE /api/notifications/{id}: gone on the server too, so it does not come back on reload. */
export function deleteNotification(id: string) {
  return callEndpoint(endpoint, { params: { id } });
}

/** Deletes one; the row leaves the lists when the server confirms. Failures get the default error toast. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_result, id) => {
      const wasUnread = cachedNotifications(queryClient).some((item) => item.id === id && !item.isRead);
      updateNotificationLists(queryClient, (page) => {
        const data = page.data.filter((item) => item.id !== id);
        const removed = page.data.length - data.length;
        return { data, meta: { ...page.meta, total: Math.max(0, page.meta.total - removed) } };
      });
      if (wasUnread) adjustUnreadCount(queryClient, -1);
      return invalidateNotifications(queryClient);
    },
  });
}
