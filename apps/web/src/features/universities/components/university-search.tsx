import type { University } from "@meridian/contract";
import { type ReactNode, useCallback, useState } from "react";
import { useSearchParams } from "@/lib/router";
import type { FilterGroupId } from "../catalogue-links";
import { useSearchFilters } from "../hooks/use-search-filters";
import { filterToOpen, type SearchFilters } from "../search-filters";
import { ActiveFilterChips } from "./active-filter-chips";
import { FiltersSheet } from "./filters-sheet";
import { SearchFilterBar } from "./search-filter-bar";
import { SortSelect } from "./sort-select";
import { UniversityResults } from "./university-results";
import { UniversitySearchBox } from "./university-search-box";

/** The wide screens' breakpoint of the filter bar (Tailwind's `md`); phones get the sheet below it. */
const WIDE_QUERY = "(min-width: 48rem)";

/** Which of the two filter controls opens the asked filter: the one this screen shows. */
function openingFilter(id: FilterGroupId | null): {
  wide: FilterGroupId | null;
  phone: FilterGroupId | null;
} {
  const wide = typeof window.matchMedia === "function" && window.matchMedia(WIDE_QUERY).matches;
  return wide ? { wide: id, phone: null } : { wide: null, phone: id };
}

/**
 * /universities: search, filters and sort kept in the URL, and the results. `cardActions` adds a
 * page's own actions to each card (the catalogue does not know the features that add them).
 */
export function UniversitySearch({
  cardActions,
}: {
  cardActions?: (university: University) => ReactNode;
} = {}) {
  const { filters, updateFilters, clearFilters } = useSearchFilters();
  const [params] = useSearchParams();
  // A filter a link asked to open (the landing teaser's chips), in the control this screen shows.
  const [opening] = useState(() => openingFilter(filterToOpen(params)));
  const onSearch = useCallback(
    (search: string) => updateFilters({ search }, { replace: true }),
    [updateFilters],
  );
  const onChange = useCallback(
    (patch: Partial<SearchFilters>, options?: { replace: boolean }) => updateFilters(patch, options),
    [updateFilters],
  );
  // The phone sheet, the wide bar and the chips all show and change the same filters.
  const filterControls = { filters, onChange, onClearAll: clearFilters };

  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          Find Your Perfect University
        </h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Search over ten thousand universities worldwide by name, place, field, cost and ranking.
        </p>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to the test DOM; the role is understood everywhere. */}
      <div role="search" aria-label="University search" className="grid gap-4">
        <UniversitySearchBox value={filters.search} onSearch={onSearch} />
        {/* Phones: one Filters button and a sheet; the popovers would take three rows above the results. */}
        <div className="md:hidden">
          <FiltersSheet {...filterControls} openFirst={opening.phone} />
        </div>
        <div className="hidden flex-wrap items-center justify-between gap-3 md:flex">
          <SearchFilterBar {...filterControls} openFirst={opening.wide} />
          <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
        </div>
        <ActiveFilterChips {...filterControls} />
      </div>

      <UniversityResults
        filters={filters}
        onClearFilters={clearFilters}
        onShowUnpublished={(unpublished) => onChange({ unpublished })}
        cardActions={cardActions}
      />
    </section>
  );
}
