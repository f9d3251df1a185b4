import { chatEndpoints, type EndpointData } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";
import { useEndpointQuery } from "@/lib/endpoint-query";

const endpoint = chatEndpoints.conversation;

/** GET /api/chat/conversation: whom the caller's conversation is with, and whether they can write. */
export function getConversation(signal?: AbortSignal): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { signal });
}

export function useConversation() {
  return useEndpointQuery(endpoint);
}
