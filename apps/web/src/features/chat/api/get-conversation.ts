import { chatEndpoints, type EndpointData } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { chatKeys } from "./chat-cache";

/** GET /api/chat/conversation: whom the caller's conversation is with, and whether they can write. */
export function getConversation(
  signal?: AbortSignal,
): Promise<EndpointData<typeof chatEndpoints.conversation>> {
  return callEndpoint(chatEndpoints.conversation, { signal });
}

export function conversationQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversation(),
    queryFn: ({ signal }) => getConversation(signal),
  });
}

export function useConversation() {
  return useQuery(conversationQueryOptions());
}
