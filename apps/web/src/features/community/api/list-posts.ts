import { communityEndpoints, type ForumPostList } from "@meridian/contract";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys, type PostListFilter } from "./community-cache";

/** GET /api/community/posts: one page of a category's posts (or all), or of a search's matches. */
export function listPosts(
  filter: PostListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ForumPostList> {
  return callEndpoint(communityEndpoints.listPosts, {
    query: { category: filter.category, sort: filter.sort, q: filter.q, cursor },
    signal,
  });
}

export function postListQueryOptions(filter: PostListFilter) {
  return infiniteQueryOptions({
    queryKey: communityKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listPosts(filter, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ForumPostList) => last.nextCursor ?? undefined,
  });
}

/** A post list with "Load more"; `enabled: false` holds it (an empty search box). */
export function usePostList(filter: PostListFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...postListQueryOptions(filter),
    enabled: options.enabled ?? true,
    // Typing in the search box keeps the last matches on screen until the next ones arrive.
    placeholderData: filter.q ? keepPreviousData : undefined,
  });
}
