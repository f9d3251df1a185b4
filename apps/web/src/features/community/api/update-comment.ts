import { communityEndpoints, type ForumComment } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { updateComment } from "./community-cache";

/** PATCH /api/community/comments/{commentId}: the author edits their comment. */
export function editComment(commentId: string, body: { body: string }): Promise<ForumComment> {
  return callEndpoint(communityEndpoints.updateComment, { params: { commentId }, body });
}

export function useUpdateComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string }) => editComment(commentId, body),
    meta: { errorToast: false },
    onSuccess: (comment) => updateComment(queryClient, postId, commentId, () => comment),
  });
}
