import type { University } from "@meridian/contract";
import type { ReactNode, Ref } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { universityPath } from "../university-display";
import { UniversityFees, UniversityPlaceAndRank, UniversitySummary } from "./university-facts";

interface UniversityCardProps {
  university: University;
  /** "View Details" on the search page, "Know More" on the landing teaser: both open its page. */
  actionLabel: string;
  withTuition?: boolean;
  /** The heading receives focus after Load More, so keyboard users land on the first new card. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** More actions under the website button, given by the page (e.g. "Add to my applications"). */
  actions?: ReactNode;
}

/** One university: where, how it ranks, and what a source (or an admin) says of it. */
export function UniversityCard({
  university,
  actionLabel,
  withTuition = true,
  headingRef,
  actions,
}: UniversityCardProps) {
  return (
    <article className={cardClasses("raised", "flex flex-col gap-4 p-6")} aria-label={university.name}>
      <div className="grid gap-2">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg leading-snug font-semibold text-foreground outline-none"
        >
          {university.name}
        </h3>
        <UniversityPlaceAndRank university={university} />
      </div>
      <UniversitySummary university={university} />
      <div className="mt-auto grid gap-4">
        <UniversityFees university={university} withTuition={withTuition} />
        <Link
          to={universityPath(university.id)}
          className={buttonClasses("primary", "md", "w-full")}
          aria-label={`${actionLabel}: ${university.name}`}
        >
          {actionLabel}
        </Link>
        {actions}
      </div>
    </article>
  );
}

/** The placeholder of a card while results load. */
export function UniversityCardSkeleton() {
  return (
    <div className={cardClasses("raised", "grid gap-3 p-6")}>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-3 h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-3 w-2/3" />
      <Skeleton className="mt-3 h-10 w-full" />
    </div>
  );
}
