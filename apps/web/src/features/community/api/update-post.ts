import { communityEndpoints, type ForumPost, type UpdateForumPost } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys, updatePostEverywhere } from "./community-cache";

/** PATCH /api/community/posts/{postId}: the author edits their post. */
export function updatePost(postId: string, body: UpdateForumPost): Promise<ForumPost> {
  return callEndpoint(communityEndpoints.updatePost, { params: { postId }, body });
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateForumPost) => updatePost(postId, body),
    meta: { errorToast: false },
    onSuccess: (post) => {
      queryClient.setQueryData(communityKeys.post(postId), post);
      updatePostEverywhere(queryClient, postId, (item) => ({
        ...item,
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        editedAt: post.editedAt,
        moderation: post.moderation,
      }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.lists(), refetchType: "none" });
    },
  });
}
