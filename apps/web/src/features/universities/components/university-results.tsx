import { searchLimits, type University, type UniversityList } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format-count";
import { NavigationType, useNavigationType } from "@/lib/router";
import { universitySearchQueryOptions, useUniversitySearch } from "../api/search-universities";
import { type SearchFilters, unpublishedText } from "../search-filters";
import { UniversityCard, UniversityCardSkeleton } from "./university-card";

const skeletonKeys = Array.from({ length: searchLimits.pageSize }, (_, index) => `result-skeleton-${index}`);

/**
 * Any filter change starts from the first page (spec part 2 §4): a cached search that had loaded
 * more is cut back to its first page before it is painted. A step Back or Forward is not a change
 * of filters: the visitor returns to the results as they left them, the pages loaded with them.
 */
function useResetToFirstPage(filters: SearchFilters) {
  const queryClient = useQueryClient();
  const navigationType = useNavigationType();
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised filters are the identity of the search.
  useLayoutEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    const { queryKey } = universitySearchQueryOptions(filters);
    queryClient.setQueryData(queryKey, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
  }, [filtersKey, queryClient]);
}

/**
 * What the figure filters left out for want of a published figure, and the one click that shows
 * them (or hides them again): a filter never silently drops a university (decision 073).
 */
function UnpublishedNote({
  unpublished,
  onShowUnpublished,
}: {
  unpublished: UniversityList["unpublished"] | undefined;
  onShowUnpublished: (shown: boolean) => void;
}) {
  const text = unpublished ? unpublishedText(unpublished) : null;
  if (!unpublished || !text) return null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      {text}
      <Button variant="outline" size="sm" onClick={() => onShowUnpublished(!unpublished.included)}>
        {unpublished.included ? "Hide them" : "Show them"}
      </Button>
    </p>
  );
}

interface UniversityResultsProps {
  filters: SearchFilters;
  onClearFilters: () => void;
  /** Shows or hides the universities that do not publish a filtered figure. */
  onShowUnpublished: (shown: boolean) => void;
  /** Extra actions of each card, given by the page that combines features. */
  cardActions?: (university: University) => ReactNode;
}

/** The result grid with its count, loading, empty and error states and Load More. */
export function UniversityResults({
  filters,
  onClearFilters,
  onShowUnpublished,
  cardActions,
}: UniversityResultsProps) {
  useResetToFirstPage(filters);
  const query = useUniversitySearch(filters);
  const universities: University[] = query.data?.pages.flatMap((page) => page.universities) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const lastPage = query.data?.pages.at(-1);
  const unpublished = (
    <UnpublishedNote unpublished={query.data?.pages[0]?.unpublished} onShowUnpublished={onShowUnpublished} />
  );

  // After Load More, focus moves to the first new card instead of being lost with the button.
  const focusIndex = useRef<number | null>(null);
  const firstNewHeading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusIndex.current !== null && firstNewHeading.current && !query.isFetchingNextPage) {
      firstNewHeading.current.focus();
      focusIndex.current = null;
    }
  });

  function loadMore() {
    focusIndex.current = universities.length;
    query.fetchNextPage().catch((error: unknown) => {
      // Spec part 2 §8: a failed load-more is logged; the button stays for another try.
      console.warn("Loading more universities failed", error);
    });
  }

  // One polite status for every state, kept in place so each new count is announced while the
  // user types on (focus stays in the search box: moving it would cut the typing short).
  const status = (text: string, visible = false) => (
    <p role="status" className={visible ? "text-sm text-muted-foreground" : "sr-only"}>
      {text}
    </p>
  );

  if (query.isPending) {
    return (
      <div className="grid gap-6">
        {status("")}
        <div aria-busy="true">
          <p className="sr-only">Loading universities</p>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="university-results-loading">
            {skeletonKeys.map((key) => (
              <UniversityCardSkeleton key={key} />
            ))}
          </div>
        </div>
      </div>
    );
  }

  if (query.isError && universities.length === 0) {
    return (
      <div className="grid gap-6">
        {status("")}
        <Alert tone="destructive" title="Universities could not be loaded">
          <div className="grid justify-items-start gap-3">
            <p>{query.error instanceof Error ? query.error.message : "Please try again."}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      </div>
    );
  }

  if (universities.length === 0) {
    return (
      <div className="grid gap-6">
        {status("No universities found")}
        <Card variant="dashed" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-xl font-semibold text-foreground">No universities found</h2>
          <p className="max-w-md text-muted-foreground">
            Nothing matches this search. Try other words or fewer filters.
          </p>
          {unpublished}
          <Button onClick={onClearFilters}>Clear filters</Button>
        </Card>
      </div>
    );
  }

  const capReached = Boolean(lastPage?.hasMore) && !query.hasNextPage;
  return (
    <div className="grid gap-6">
      {status(
        `Showing ${universities.length} of ${formatCount(total)} ${total === 1 ? "university" : "universities"}`,
        true,
      )}
      {unpublished}
      <h2 className="sr-only">Results</h2>
      <ul aria-label="Universities" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {universities.map((university, index) => (
          <li key={university.id} className="grid">
            <UniversityCard
              university={university}
              actionLabel="View Details"
              headingRef={index === focusIndex.current ? firstNewHeading : undefined}
              actions={cardActions?.(university)}
            />
          </li>
        ))}
        {query.isFetchingNextPage
          ? skeletonKeys.map((key) => (
              <li key={`more-${key}`} className="grid">
                <UniversityCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div className="grid justify-items-center gap-2 text-center">
        {query.hasNextPage ? (
          <Button variant="outline" size="lg" onClick={loadMore} pending={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : "Load More Universities"}
          </Button>
        ) : null}
        {query.isFetchNextPageError ? (
          <p className="text-sm text-destructive">More universities could not be loaded. Please try again.</p>
        ) : null}
        {capReached ? (
          <p className="text-sm text-muted-foreground">
            Showing the first {universities.length} matches. Add a filter or refine the search to see others.
          </p>
        ) : null}
      </div>
    </div>
  );
}
