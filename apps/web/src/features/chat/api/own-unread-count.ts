import { chatEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { chatKeys } from "./chat-cache";

/**
 * GET /api/chat/unread-count: how many of the team's messages the caller (a student or a company
 * account) has not read. Refetched on every chat message and read receipt over the socket.
 */
export function useOwnUnreadCount(): number {
  const query = useQuery({
    queryKey: chatKeys.ownUnread(),
    queryFn: ({ signal }) => callEndpoint(chatEndpoints.unreadCount, { signal }),
  });
  return query.data?.count ?? 0;
}
