import { communityEndpoints, type ForumComment } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { updateComment } from "./community-cache";

/** PUT (like) or DELETE (take back) /api/community/comments/{commentId}/like. */
export function setCommentLike(commentId: string, liked: boolean) {
  return callEndpoint(liked ? communityEndpoints.likeComment : communityEndpoints.unlikeComment, {
    params: { commentId },
  });
}

/** Likes or unlikes a comment at once on screen; a refusal rolls it back. */
export function useLikeComment(comment: Pick<ForumComment, "id" | "postId">) {
  const queryClient = useQueryClient();
  const { id, postId } = comment;
  return useMutation({
    mutationFn: (liked: boolean) => setCommentLike(id, liked),
    onMutate: (liked) => {
      let before: Pick<ForumComment, "likedByMe" | "likeCount"> | undefined;
      updateComment(queryClient, postId, id, (item) => {
        before = { likedByMe: item.likedByMe, likeCount: item.likeCount };
        const delta = liked === item.likedByMe ? 0 : liked ? 1 : -1;
        return { ...item, likedByMe: liked, likeCount: Math.max(0, item.likeCount + delta) };
      });
      return { before };
    },
    onSuccess: ({ liked, likeCount }) =>
      updateComment(queryClient, postId, id, (item) => ({ ...item, likedByMe: liked, likeCount })),
    onError: (error, _liked, context) => {
      showMutationErrorToast(error);
      const before = context?.before;
      if (before) updateComment(queryClient, postId, id, (item) => ({ ...item, ...before }));
    },
  });
}
