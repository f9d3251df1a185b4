import { notificationEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * GET /api/notifications/unread-count: how many notifications are unread, for the badge (its entry
 * is shared with the realtime handlers, which bump it when a notification is pushed); polled every
 * `pollMs` when given (only while the socket is down).
 */
export function useUnreadCount(pollMs: number | false = false) {
  return useQuery({ ...endpointQueryOptions(notificationEndpoints.unreadCount), refetchInterval: pollMs });
}
