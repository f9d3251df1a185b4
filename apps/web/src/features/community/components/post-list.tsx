import type { ReactNode } from "react";
import { cardClasses } from "@/components/ui/card";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import type { PostListFilter } from "../api/community-cache";
import { usePostList } from "../api/list-posts";
import { FeaturedPost } from "./featured-post";
import { PostRow } from "./post-row";

/** A list of posts with its loading, empty and error states, and "Load more" while there are more. */
export function PostList({
  filter,
  label,
  empty,
  enabled = true,
  showCategory = false,
  showFeatured = false,
}: {
  filter: PostListFilter;
  /** The list's accessible name, e.g. "Posts" or "Search results". */
  label: string;
  empty: ReactNode;
  enabled?: boolean;
  showCategory?: boolean;
  /** A category's page shows its "From {company}" post above the list, and not again in it. */
  showFeatured?: boolean;
}) {
  const query = usePostList(filter, { enabled });
  if (query.data) {
    const featured = showFeatured ? (query.data.pages[0]?.featured ?? null) : null;
    const seen = new Set<string>(featured ? [featured.id] : []);
    const posts = query.data.pages
      .flatMap((page) => page.posts)
      .filter((post) => !seen.has(post.id) && seen.add(post.id));
    if (posts.length === 0) return featured ? <FeaturedPost post={featured} /> : empty;
    return (
      <div className="grid gap-4">
        {featured ? <FeaturedPost post={featured} /> : null}
        <ul aria-label={label} className="grid gap-3" aria-busy={query.isFetching && query.isPlaceholderData}>
          {posts.map((post) => (
            <PostRow key={post.id} post={post} showCategory={showCategory} />
          ))}
        </ul>
        <LoadMoreButton query={query} className="justify-self-center" />
        {query.isFetchNextPageError ? (
          <LoadFailure message="More posts could not be loaded." onRetry={() => void query.fetchNextPage()} />
        ) : null}
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailure message="The posts could not be loaded." onRetry={() => void query.refetch()} />;
  }
  if (!enabled) return null;
  return <PostListSkeleton />;
}

/** Three placeholder rows while a list loads. */
export function PostListSkeleton() {
  return (
    <ul className="grid gap-3" aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2].map((index) => (
        <li key={index} className={cardClasses("raised", "grid gap-3 p-5")}>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/3" />
        </li>
      ))}
    </ul>
  );
}
