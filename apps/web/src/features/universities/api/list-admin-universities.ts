import { type UniversityList, universityEndpoints } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { buildQueryUrl } from "@/lib/query-client";

const endpoint = universityEndpoints.adminList;

/** The key prefix of the admin catalogue table. */
export const adminUniversitiesKey = [endpoint.path] as const;

/** Rows per page of the admin table. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminListQuery {
  search: string;
  page: number;
}

/** GET /api/admin/universities: one page of the catalogue, alphabetical. */
export function listAdminUniversities(query: AdminListQuery, signal?: AbortSignal): Promise<UniversityList> {
  const url = buildQueryUrl(endpoint.path, {
    search: query.search || undefined,
    sortBy: "alphabetical",
    limit: ADMIN_PAGE_SIZE,
    offset: query.page * ADMIN_PAGE_SIZE,
  });
  return apiRequest(url, { schema: endpoint.response, signal });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export function adminUniversitiesQueryOptions(query: AdminListQuery) {
  return queryOptions({
    queryKey: [...adminUniversitiesKey, query],
    queryFn: ({ signal }) => listAdminUniversities(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin catalogue table's data. */
export function useAdminUniversities(query: AdminListQuery) {
  return useQuery(adminUniversitiesQueryOptions(query));
}
