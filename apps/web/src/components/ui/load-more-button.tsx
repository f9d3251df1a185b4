import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";

/**
 * The button under a paged list that asks for its next page; nothing once the last page is in.
 * While the page loads it stays focusable (`pending`), so the person who pressed it keeps their place.
 */
export function LoadMoreButton({
  query,
  label = "Load more",
  className,
}: {
  query: Pick<UseInfiniteQueryResult, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage">;
  label?: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      pending={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? "Loading…" : label}
    </Button>
  );
}
