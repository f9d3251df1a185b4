import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/router";
import { emptyFilters, filtersToParams, parseFilters, type SearchFilters } from "../search-filters";

type FiltersUpdate = Partial<SearchFilters> | ((current: SearchFilters) => Partial<SearchFilters>);

/**
 * The search page's filters, read from and written to the URL: a search can be shared, survives a
 * reload, and Back/Forward step through filter changes.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const updateFilters = useCallback(
    (update: FiltersUpdate, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const current = parseFilters(previous);
          const patch = typeof update === "function" ? update(current) : update;
          return filtersToParams({ ...current, ...patch });
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The sort order is a way of looking at results, not a filter: clearing keeps it.
  const clearFilters = useCallback(
    () => updateFilters((current) => ({ ...emptyFilters, sort: current.sort })),
    [updateFilters],
  );

  return { filters, updateFilters, clearFilters };
}
