import { type EndpointData, notificationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = notificationEndpoints.unreadCount;

/** Shared with the realtime handlers, which bump it when a notification is pushed. */
export const unreadCountQueryKey = [endpoint.path] as const;

/** GET /api/notifications/unread-count. */
export function getUnreadCount(signal?: AbortSignal): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { signal });
}

/** The unread count; polled every `pollMs` when given (only while the socket is down). */
export function unreadCountQueryOptions(pollMs: number | false = false) {
  return queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: pollMs,
  });
}

/** How many notifications are unread, for the badge. */
export function useUnreadCount(pollMs: number | false = false) {
  return useQuery(unreadCountQueryOptions(pollMs));
}
