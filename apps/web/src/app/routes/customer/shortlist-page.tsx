import type { Shortlist } from "@meridian/contract";
import { Sparkles } from "lucide-react";
import { type RefObject, useRef } from "react";
import { SearchUniversitiesButton } from "@/components/search-universities-button";
import { Button } from "@/components/ui/button";
import { FocusPassingItem } from "@/components/ui/focus-passing-item";
import { NextStep, QueryContent } from "@/components/ui/panel-states";
import { useShortlist } from "@/features/recommendations/api/list-shortlist";
import { RemoveFromShortlistButton } from "@/features/recommendations/components/remove-from-shortlist-button";
import { UniversityCard, UniversityCardSkeleton } from "@/features/universities/components/university-card";
import { cardHeadingAt } from "@/lib/keep-focus";
import { Link } from "@/lib/router";
import { UniversityCardAction } from "../shared/university-card-action";

const skeletonKeys = ["shortlist-skeleton-1", "shortlist-skeleton-2", "shortlist-skeleton-3"];

/**
 * The saved universities as cards, each with "Add to my applications" and "Remove from shortlist".
 * A removed card's place takes the focus (the next card's name, else the one before, else the
 * page's heading), so a keyboard user is not dropped to the top of the page.
 */
function ShortlistCards({
  shortlist,
  pageHeading,
}: {
  shortlist: Shortlist;
  pageHeading: RefObject<HTMLHeadingElement | null>;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const { universities } = shortlist;
  const focusNear = (index: number) => cardHeadingAt(listRef.current, index) ?? pageHeading.current;

  if (universities.length === 0) {
    return (
      <NextStep message="Your shortlist is empty. Save universities from your recommendations or from a university's page to keep them here.">
        <SearchUniversitiesButton />
        <Button variant="outline" asChild>
          <Link to="/dashboard/student">
            <Sparkles aria-hidden="true" />
            See your recommendations
          </Link>
        </Button>
      </NextStep>
    );
  }
  return (
    <ul ref={listRef} aria-label="Saved universities" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {universities.map(({ university }, index) => (
        <FocusPassingItem key={university.id} className="grid" focusAfterRemoval={() => focusNear(index)}>
          <UniversityCard
            university={university}
            actionLabel="View Details"
            actions={
              <>
                <UniversityCardAction university={university} />
                <RemoveFromShortlistButton university={university} />
              </>
            }
          />
        </FocusPassingItem>
      ))}
    </ul>
  );
}

/**
 * /student/shortlist: the universities the student saved (from their recommendations or a
 * university's page), newest first, with the catalogue's sourced facts; add one to the
 * applications or take it off. The dashboard's "View All" and the navigation lead here.
 */
export function ShortlistPage() {
  const shortlist = useShortlist();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = shortlist.data?.universities.length;
  return (
    <section aria-labelledby="shortlist-heading" className="container-page grid gap-6 py-10 sm:py-14">
      <div>
        <h1
          id="shortlist-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-foreground outline-none"
        >
          My shortlist
        </h1>
        <p className="mt-1 text-muted-foreground">
          {count === undefined
            ? "The universities you saved to compare and apply to."
            : `${count} of ${shortlist.data?.limit} saved. Compare them, then add them to your applications.`}
        </p>
      </div>
      <QueryContent
        query={shortlist}
        failure="Your shortlist could not be loaded."
        loading={
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {skeletonKeys.map((key) => (
              <UniversityCardSkeleton key={key} />
            ))}
          </div>
        }
      >
        {(data) => <ShortlistCards shortlist={data} pageHeading={headingRef} />}
      </QueryContent>
    </section>
  );
}
