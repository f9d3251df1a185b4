import { communityEndpoints, type EndpointBodyInput } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { blockedWordsKey } from "./get-blocked-words";

export type BlockedWordsBody = EndpointBodyInput<typeof communityEndpoints.setBlockedWords>;

/** PUT /api/admin/community/blocked-words: replaces the list; answers it as stored (sorted, de-duplicated). */
export function setBlockedWords(body: BlockedWordsBody) {
  return callEndpoint(communityEndpoints.setBlockedWords, { body });
}

/** Saves the list and puts the stored one in the cache; the form shows refusals itself. */
export function useSetBlockedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlockedWords,
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(blockedWordsKey, saved),
  });
}
