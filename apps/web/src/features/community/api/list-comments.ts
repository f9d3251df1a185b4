import { communityEndpoints, type ForumCommentList } from "@meridian/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys } from "./community-cache";

/** GET /api/community/posts/{postId}/comments: one page of comments and replies, oldest first. */
export function listComments(
  postId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ForumCommentList> {
  return callEndpoint(communityEndpoints.listComments, { params: { postId }, query: { cursor }, signal });
}

export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => listComments(postId, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ForumCommentList) => last.nextCursor ?? undefined,
  });
}

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}
