import { siteFactEndpoints, universityCountryEndpoints, universityEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints } from "@/lib/query-keys";

/**
 * Every endpoint whose answers show the catalogue: one university's page (wherever it is read, the
 * application form included, under the one key of its endpoint), the similar ones, the search, the
 * admin table, the country filter, the featured cards and the site's figures.
 */
const catalogueEndpoints = [
  universityEndpoints.get,
  universityEndpoints.similar,
  universityEndpoints.search,
  universityEndpoints.adminList,
  universityEndpoints.featured,
  universityCountryEndpoints.list,
  siteFactEndpoints.get,
];

/** Drops every cached view of the catalogue after an admin changed it. */
export function invalidateCatalogue(queryClient: QueryClient): Promise<unknown> {
  return invalidateEndpoints(queryClient, catalogueEndpoints);
}
