import { cacheTimesMs, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = universityEndpoints.get;

/** GET /api/universities/{id}: the catalogue's record, read here for the degree types it offers. */
export function getUniversity(id: string, signal?: AbortSignal) {
  return callEndpoint(endpoint, { params: { id }, signal });
}

/**
 * The university of an application being edited (the edit form lists its degree types), under the
 * key of its endpoint: the university's page reads the same entry, and a catalogue edit refreshes both.
 */
export function applicationUniversityQueryOptions(id: string) {
  return queryOptions({
    queryKey: keyOf(endpoint, { id }),
    queryFn: ({ signal }) => getUniversity(id, signal),
    staleTime: cacheTimesMs.universities,
  });
}

/** The university of an application being edited, fetched while `enabled`. */
export function useApplicationUniversity(id: string, enabled: boolean) {
  return useQuery({ ...applicationUniversityQueryOptions(id), enabled });
}
