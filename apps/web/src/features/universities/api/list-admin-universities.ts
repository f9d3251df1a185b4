import { type EndpointAnswer, type EndpointQuery, universityEndpoints } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = universityEndpoints.adminList;

/** Rows per page of the admin table. */
export const ADMIN_PAGE_SIZE = 20;

/** What the table varies: the search text and the first row of the page. */
export type AdminPage = Pick<EndpointQuery<typeof endpoint>, "search" | "offset">;

/** GET /api/admin/universities: one page of the catalogue, alphabetical. */
export function listAdminUniversities(
  page: AdminPage,
  signal?: AbortSignal,
): Promise<EndpointAnswer<typeof endpoint>> {
  return callEndpoint(endpoint, {
    // An empty search is left out rather than sent as "search=".
    query: {
      search: page.search || undefined,
      offset: page.offset,
      sortBy: "alphabetical",
      limit: ADMIN_PAGE_SIZE,
    },
    signal,
  });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export function adminUniversitiesQueryOptions(page: AdminPage) {
  return queryOptions({
    queryKey: keyOf(endpoint, page),
    queryFn: ({ signal }) => listAdminUniversities(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin catalogue table's data. */
export function useAdminUniversities(page: AdminPage) {
  return useQuery(adminUniversitiesQueryOptions(page));
}
