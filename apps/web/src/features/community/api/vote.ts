import { communityEndpoints, type ForumPoll } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { callEndpoint } from "@/lib/call-endpoint";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { toast } from "@/lib/use-toast";
import { communityKeys, setPostPoll } from "./community-cache";

/** PUT /api/community/posts/{postId}/poll/vote: the caller's vote, answered with the results. */
export function votePoll(postId: string, optionId: string): Promise<ForumPoll> {
  return callEndpoint(communityEndpoints.vote, { params: { postId }, body: { optionId } });
}

/**
 * Votes once: the answer (with `myVote`) replaces the poll on the post's page. A 409 means the
 * caller had voted already (in another tab, say): the post is asked for again to show that vote.
 */
export function useVote(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) => votePoll(postId, optionId),
    onSuccess: (poll) => setPostPoll(queryClient, postId, poll),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        toast({ title: "You have already voted", description: error.message });
        void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
        return;
      }
      showMutationErrorToast(error);
    },
  });
}
