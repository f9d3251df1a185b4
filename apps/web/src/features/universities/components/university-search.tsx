import {
  type University,
  type UniversitySort,
  UniversitySortSchema,
  universityFilterOptions,
} from "@meridian/contract";
import { type ReactNode, useCallback, useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useSearchFilters } from "../hooks/use-search-filters";
import { type SearchFilters, sortLabels } from "../search-filters";
import { ActiveFilterChips } from "./active-filter-chips";
import { SearchFilterBar } from "./search-filter-bar";
import { UniversityResults } from "./university-results";
import { UniversitySearchBox } from "./university-search-box";

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
  const sortId = useId();
  const onSearch = useCallback(
    (search: string) => updateFilters({ search }, { replace: true }),
    [updateFilters],
  );
  const onChange = useCallback((patch: Partial<SearchFilters>) => updateFilters(patch), [updateFilters]);

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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SearchFilterBar filters={filters} onChange={onChange} onClearAll={clearFilters} />
          <div className="flex items-center gap-2">
            <Label htmlFor={sortId} className="whitespace-nowrap">
              Sort by
            </Label>
            <NativeSelect
              id={sortId}
              value={filters.sort}
              className="w-52"
              onChange={(event) => {
                const sort = UniversitySortSchema.safeParse(event.target.value);
                if (sort.success) onChange({ sort: sort.data });
              }}
            >
              {universityFilterOptions.sorts.map((sort: UniversitySort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <ActiveFilterChips filters={filters} onChange={onChange} onClearAll={clearFilters} />
      </div>

      <UniversityResults filters={filters} onClearFilters={clearFilters} cardActions={cardActions} />
    </section>
  );
}
