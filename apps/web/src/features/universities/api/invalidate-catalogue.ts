import { siteFactEndpoints, universityCountryEndpoints, universityEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { adminUniversitiesKey } from "./list-admin-universities";
import { universitySearchKey } from "./search-universities";

/** Drops every cached view of the catalogue after an admin changed it. */
export function invalidateCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUniversitiesKey }),
    queryClient.invalidateQueries({ queryKey: universitySearchKey }),
    queryClient.invalidateQueries({ queryKey: [universityEndpoints.featured.path] }),
    queryClient.invalidateQueries({ queryKey: [universityCountryEndpoints.list.path] }),
    queryClient.invalidateQueries({ queryKey: [siteFactEndpoints.get.path] }),
  ]);
}
