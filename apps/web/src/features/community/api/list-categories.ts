import { communityEndpoints, type ForumCategorySummary } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys } from "./community-cache";

/** GET /api/community/categories: the nine categories with their counts and latest activity. */
export async function listCategories(signal?: AbortSignal): Promise<ForumCategorySummary[]> {
  const { categories } = await callEndpoint(communityEndpoints.categories, { signal });
  return categories;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.categories(),
    queryFn: ({ signal }) => listCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
