import { universityEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

/** GET /api/universities/{id}/similar: the same country, nearest in world rank ("Similar universities" of a page). */
export function useSimilarUniversities(id: string) {
  return useQuery({
    ...endpointQueryOptions(universityEndpoints.similar, { params: { id } }),
    staleTime: 60_000,
    retry: retryUpTo(2),
    retryDelay: getRetryDelay,
  });
}
