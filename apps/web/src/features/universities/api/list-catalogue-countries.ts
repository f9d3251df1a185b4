import { universityCountryEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

/**
 * GET /api/universities/countries: every country of the catalogue with its count, open to guests;
 * the country filter's options. The list changes only with the catalogue: kept for the visit,
 * dropped by invalidateCatalogue.
 */
export function useCatalogueCountries() {
  return useQuery({
    ...endpointQueryOptions(universityCountryEndpoints.list),
    staleTime: 5 * 60_000,
    retry: retryUpTo(1),
    retryDelay: getRetryDelay,
  });
}
