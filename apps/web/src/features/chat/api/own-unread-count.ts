import { chatEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/**
 * GET /api/chat/unread-count: how many of the team's messages the caller (a student or a company
 * account) has not read. Refetched on every chat message and read receipt over the socket.
 */
export function useOwnUnreadCount(): number {
  return useEndpointQuery(chatEndpoints.unreadCount).data?.count ?? 0;
}
