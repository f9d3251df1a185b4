import { communityEndpoints, type EndpointData } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = communityEndpoints.blockedWords;

export const blockedWordsKey = [endpoint.path] as const;

/** GET /api/admin/community/blocked-words: the words that hold a post or comment for review. */
export function getBlockedWords(signal?: AbortSignal): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { signal });
}

export function blockedWordsQueryOptions() {
  return queryOptions({ queryKey: blockedWordsKey, queryFn: ({ signal }) => getBlockedWords(signal) });
}

export function useBlockedWords() {
  return useQuery(blockedWordsQueryOptions());
}
