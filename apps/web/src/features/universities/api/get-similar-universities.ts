import { type University, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { getRetryDelay, retryUpTo } from "@/lib/retry";

const endpoint = universityEndpoints.similar;

/** GET /api/universities/{id}/similar: the same country, nearest in world rank. */
export function getSimilarUniversities(id: string, signal?: AbortSignal): Promise<University[]> {
  return callEndpoint(endpoint, { params: { id }, signal });
}

export function similarUniversitiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [endpoint.path, id],
    queryFn: ({ signal }) => getSimilarUniversities(id, signal),
    staleTime: 60_000,
    retry: retryUpTo(2),
    retryDelay: getRetryDelay,
  });
}

/** "Similar universities" of a university's page. */
export function useSimilarUniversities(id: string) {
  return useQuery(similarUniversitiesQueryOptions(id));
}
