import { buildPath, cacheTimesMs, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = universityEndpoints.get;

/** GET /api/universities/{id}: the catalogue's record, read here for the degree types it offers. */
export function getUniversity(id: string, signal?: AbortSignal) {
  return callEndpoint(endpoint, { params: { id }, signal });
}

/** The university of an application being edited (the edit form lists its degree types). */
export function useApplicationUniversity(id: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [buildPath(endpoint.path, { id })],
      queryFn: ({ signal }) => getUniversity(id, signal),
      staleTime: cacheTimesMs.universities,
    }),
    enabled,
  });
}
