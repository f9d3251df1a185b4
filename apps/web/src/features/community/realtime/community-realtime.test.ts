import type { ForumPostList, ServerMessage } from "@meridian/contract";
import { InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { communityKeys } from "../api/community-cache";
import { communityRealtime } from "./community-realtime";

const page = (id: string, nextCursor: string | null) =>
  ({ featured: null, posts: [{ id }], nextCursor }) as unknown as ForumPostList;

describe("communityRealtime", () => {
  it('keeps a "Load more" under way when the socket authenticates, instead of cancelling it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let releaseNext: (value: ForumPostList) => void = () => {};
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: communityKeys.list({ category: "europe_study", sort: "new" }),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        pageParam === null
          ? Promise.resolve(page("newest", "after-newest"))
          : new Promise<ForumPostList>((resolve) => {
              releaseNext = resolve;
            }),
      getNextPageParam: (last: ForumPostList) => last.nextCursor ?? undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    const more = observer.fetchNextPage();

    const { handlers } = communityRealtime({ queryClient, userId: "reader" });
    handlers.authenticated?.({ type: "authenticated" } as Extract<ServerMessage, { type: "authenticated" }>);
    releaseNext(page("oldest", null));
    await more;

    expect(observer.getCurrentResult().data?.pages.flatMap((p) => p.posts.map((post) => post.id))).toEqual([
      "newest",
      "oldest",
    ]);
    unsubscribe();
  });
});
