import { communityEndpoints, type ForumPost } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { communityKeys, updatePostEverywhere } from "./community-cache";

/** PUT (like) or DELETE (take back) /api/community/posts/{postId}/like. */
export function setPostLike(postId: string, liked: boolean) {
  return callEndpoint(liked ? communityEndpoints.likePost : communityEndpoints.unlikePost, {
    params: { postId },
  });
}

/** Likes or unlikes at once on screen; the server's count replaces the guess, a refusal rolls it back. */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setPostLike(postId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.post(postId) });
      const before = queryClient.getQueryData<ForumPost>(communityKeys.post(postId));
      updatePostEverywhere(queryClient, postId, (post) => ({
        ...post,
        likedByMe: liked,
        likeCount: Math.max(0, post.likeCount + (liked === post.likedByMe ? 0 : liked ? 1 : -1)),
      }));
      return { before };
    },
    onSuccess: ({ liked, likeCount }) =>
      updatePostEverywhere(queryClient, postId, (post) => ({ ...post, likedByMe: liked, likeCount })),
    onError: (error, _liked, context) => {
      showMutationErrorToast(error);
      const before = context?.before;
      if (before) {
        updatePostEverywhere(queryClient, postId, (post) => ({
          ...post,
          likedByMe: before.likedByMe,
          likeCount: before.likeCount,
        }));
      }
    },
  });
}
