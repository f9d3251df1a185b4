import { communityEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = communityEndpoints.blockedWords;

export const blockedWordsKey = keyOf(endpoint);

/** GET /api/admin/community/blocked-words: the words that hold a post or comment for review. */
export function useBlockedWords() {
  return useEndpointQuery(endpoint);
}
