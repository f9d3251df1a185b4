import { communityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys, removePostEverywhere } from "./community-cache";

/** DELETE /api/community/posts/{postId}: the author deletes their post and its comments. */
export function deletePost(postId: string): Promise<{ deleted: true }> {
  return callEndpoint(communityEndpoints.deletePost, { params: { postId } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      removePostEverywhere(queryClient, postId);
      void queryClient.invalidateQueries({ queryKey: communityKeys.categories() });
    },
  });
}
