import { type CreateForumComment, communityEndpoints, type ForumComment } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";
import { addComment, bumpCommentCount } from "./community-cache";

/** POST /api/community/posts/{postId}/comments: a comment, or a reply to a top-level comment. */
export function createComment(postId: string, body: CreateForumComment): Promise<ForumComment> {
  return callEndpoint(communityEndpoints.createComment, { params: { postId }, body });
}

/** Comments; it shows at once (its live event then finds it there), and the standing is refetched. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateForumComment) => createComment(postId, body),
    meta: { errorToast: false },
    onSuccess: (comment) => {
      if (addComment(queryClient, comment) && comment.moderation === "visible") {
        bumpCommentCount(queryClient, postId, 1);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(communityEndpoints.standing) }),
  });
}
