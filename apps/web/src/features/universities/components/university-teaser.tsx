import { landingTeaser, type University } from "@meridian/contract";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link, useNavigate } from "@/lib/router";
import { useFeaturedUniversities } from "../api/get-featured-universities";
import { catalogueHref, type FilterGroupId } from "../catalogue-links";
import { CatalogueSearchFields } from "./catalogue-search-fields";
import { UniversityCard, UniversityCardSkeleton } from "./university-card";

/** The teaser's filter chips (spec part 2 §2): each opens its filter on /universities. */
const filterChips: { label: string; opens: FilterGroupId }[] = [
  { label: "Country", opens: "country" },
  { label: "Field of Study", opens: "fields" },
  { label: "Tuition Range", opens: "tuition" },
  { label: "Ranking", opens: "ranking" },
];
const skeletonKeys = Array.from({ length: landingTeaser.count }, (_, index) => `teaser-skeleton-${index}`);

/**
 * The landing page's university search teaser (spec part 2 §2): filters and search lead to
 * /universities, with what was typed in the box; a filter chip opens its filter there. The cards area shows the loading cards for a second (longer if the call is still
 * running), then three featured universities from the catalogue.
 */
export function UniversityTeaser({
  cardActions,
}: {
  cardActions?: (university: University) => ReactNode;
} = {}) {
  const [delayOver, setDelayOver] = useState(false);
  const featured = useFeaturedUniversities();
  const loading = !delayOver || featured.isPending;
  const [text, setText] = useState("");
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => setDelayOver(true), landingTeaser.loadingDelayMs);
    return () => clearTimeout(timer);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(catalogueHref({ search: text }));
  }

  return (
    <div>
      <Card className="p-4 sm:p-6">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to the test DOM; the role is understood everywhere. */}
        <form
          role="search"
          aria-label="University search"
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row"
        >
          <CatalogueSearchFields value={text} onChange={setText} />
        </form>
        <ul aria-label="Filters" className="mt-4 flex flex-wrap gap-2">
          {filterChips.map((chip) => (
            <li key={chip.opens}>
              <Link
                to={catalogueHref({ search: text, openFilter: chip.opens })}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium text-foreground hover:border-primary hover:text-primary"
              >
                {chip.label}
                <ChevronDown aria-hidden="true" className="size-3.5" />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={catalogueHref({ search: text, openFilter: "degree" })}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium text-foreground hover:border-primary hover:text-primary"
            >
              <SlidersHorizontal aria-hidden="true" className="size-3.5" />
              More Filters
            </Link>
          </li>
        </ul>
      </Card>

      <div aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <>
            <p className="sr-only">Loading universities</p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="university-teaser-loading">
              {skeletonKeys.map((key) => (
                <UniversityCardSkeleton key={key} />
              ))}
            </div>
          </>
        ) : featured.isError ? (
          <Card variant="dashed" className="flex flex-col items-center px-6 py-12 text-center">
            <p className="max-w-md text-muted-foreground">
              Featured universities could not be loaded right now. You can still search the full catalogue.
            </p>
          </Card>
        ) : (
          <ul aria-label="Featured universities" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(featured.data ?? []).map((university) => (
              <li key={university.id} className="grid">
                <UniversityCard
                  university={university}
                  actionLabel="Know More"
                  withTuition={false}
                  actions={cardActions?.(university)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-8 flex justify-center">
        <Link to="/universities" className={buttonClasses("outline", "lg")}>
          Load More Universities
        </Link>
      </div>
    </div>
  );
}
