import { cacheTimesMs, universityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * The university of an application being edited (the edit form lists its degree types), under the
 * key of its endpoint: the university's page reads the same entry, and a catalogue edit refreshes both.
 */
export function applicationUniversityQueryOptions(id: string) {
  return queryOptions({
    ...endpointQueryOptions(universityEndpoints.get, { params: { id } }),
    staleTime: cacheTimesMs.universities,
  });
}

/** The university of an application being edited, fetched while `enabled`. */
export function useApplicationUniversity(id: string, enabled: boolean) {
  return useQuery({ ...applicationUniversityQueryOptions(id), enabled });
}
