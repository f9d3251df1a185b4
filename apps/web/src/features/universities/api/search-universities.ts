import { cacheTimesMs, searchLimits, type UniversityList, universityEndpoints } from "@meridian/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { ApiError, isApiError } from "@/lib/api-client";
import { callEndpoint } from "@/lib/call-endpoint";
import { pagesKeyOf } from "@/lib/query-keys";
import { getRetryDelay, retryUpTo } from "@/lib/retry";
import { type SearchFilters, toSearchQuery } from "../search-filters";

const endpoint = universityEndpoints.search;

/** The message of spec part 2 §8 for an answer that is not an object. */
export const INVALID_SEARCH_RESPONSE = "Invalid response format from server";

/** GET /api/universities for one page of results. */
export async function searchUniversities(
  filters: SearchFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<UniversityList> {
  try {
    return await callEndpoint(endpoint, { query: toSearchQuery(filters, offset), signal });
  } catch (error) {
    // The search page words an unreadable answer its own way (spec part 2 §8).
    if (isApiError(error) && error.code === "RESPONSE_VALIDATION_ERROR") {
      throw new ApiError("INVALID_RESPONSE", INVALID_SEARCH_RESPONSE, error.status);
    }
    throw error;
  }
}

/** How many universities the loaded pages hold. */
export function countShown(pages: readonly UniversityList[]): number {
  return pages.reduce((sum, page) => sum + page.universities.length, 0);
}

/**
 * The offset of the next page, or undefined once the server has no more or the spec's cap is hit
 * (spec part 2 §4: at most 3 extra loads, at most 18 shown).
 */
export function nextSearchOffset(pages: readonly UniversityList[]): number | undefined {
  const last = pages.at(-1);
  const shown = countShown(pages);
  const extraLoads = pages.length - 1;
  if (!last?.hasMore || extraLoads >= searchLimits.maxLoadMore || shown >= searchLimits.maxShown) {
    return undefined;
  }
  return shown;
}

/**
 * Infinite query options of one search; the query the filters make is the key (without the page's
 * offset), so a change starts over and equal selections share their pages.
 */
export function universitySearchQueryOptions(filters: SearchFilters) {
  const { offset: _offset, ...variables } = toSearchQuery(filters, 0);
  return infiniteQueryOptions({
    queryKey: pagesKeyOf(endpoint, variables),
    queryFn: ({ pageParam, signal }) => searchUniversities(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSearchOffset(pages),
    staleTime: cacheTimesMs.universities,
    gcTime: cacheTimesMs.universities,
    // Spec part 2 §7/§9: two retries, backing off up to 30 s.
    retry: retryUpTo(2),
    retryDelay: getRetryDelay,
  });
}

/** The search results of /universities, page by page. */
export function useUniversitySearch(filters: SearchFilters) {
  return useInfiniteQuery(universitySearchQueryOptions(filters));
}
