import { communityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys, forgetPost, removePostFromLists } from "./community-cache";

/** DELETE /api/community/posts/{postId}: the author deletes their post and its comments. */
export function deletePost(postId: string): Promise<{ deleted: true }> {
  return callEndpoint(communityEndpoints.deletePost, { params: { postId } });
}

/** Deletes; the lists lose the post at once, and `forget` drops its page once the caller has left it. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      removePostFromLists(queryClient, postId);
      void queryClient.invalidateQueries({ queryKey: communityKeys.categories() });
    },
  });
  return { ...mutation, forget: (postId: string) => forgetPost(queryClient, postId) };
}
