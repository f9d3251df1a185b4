import { communityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { bumpCommentCount, removeComment } from "./community-cache";

/** DELETE /api/community/comments/{commentId}: the author deletes their comment and its replies. */
export function deleteComment(commentId: string): Promise<{ deleted: true }> {
  return callEndpoint(communityEndpoints.deleteComment, { params: { commentId } });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, commentId) => {
      const removed = removeComment(queryClient, postId, commentId);
      if (removed > 0) bumpCommentCount(queryClient, postId, -removed);
    },
  });
}
