import { type CreateForumPost, communityEndpoints, type ForumPost } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";
import { addPostToLists, communityKeys } from "./community-cache";

/** POST /api/community/posts: writes a post (a student's may be held for a moderator). */
export function createPost(body: CreateForumPost): Promise<ForumPost> {
  return callEndpoint(communityEndpoints.createPost, { body });
}

/** Writes a post; it joins its category's lists at once, and the standing (posts left) is refetched. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // The form shows the refusal at its fields.
    meta: { errorToast: false },
    onSuccess: (post) => {
      queryClient.setQueryData(communityKeys.post(post.id), post);
      addPostToLists(queryClient, post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.categories() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(communityEndpoints.standing) }),
  });
}
