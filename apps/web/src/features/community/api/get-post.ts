import { communityEndpoints, type ForumPost } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys } from "./community-cache";

/** GET /api/community/posts/{postId}: the post with its server-rendered body. */
export function getPost(postId: string, signal?: AbortSignal): Promise<ForumPost> {
  return callEndpoint(communityEndpoints.getPost, { params: { postId }, signal });
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: communityKeys.post(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
