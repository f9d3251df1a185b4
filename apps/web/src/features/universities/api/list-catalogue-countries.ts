import { type CatalogueCountryList, universityCountryEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

const endpoint = universityCountryEndpoints.list;

/** GET /api/universities/countries: every country of the catalogue with its count, open to guests. */
export function listCatalogueCountries(signal?: AbortSignal): Promise<CatalogueCountryList> {
  return callEndpoint(endpoint, { signal });
}

/** The list changes only with the catalogue: kept for the visit, dropped by invalidateCatalogue. */
export function catalogueCountriesQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => listCatalogueCountries(signal),
    staleTime: 5 * 60_000,
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}

/** The country filter's options. */
export function useCatalogueCountries() {
  return useQuery(catalogueCountriesQueryOptions());
}
