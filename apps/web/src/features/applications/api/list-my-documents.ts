import { cacheTimesMs, documentEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * GET /api/documents, for the checklist's "Attach" choice. Called from here rather than through
 * the documents feature (features do not import each other); the key is the documents endpoint's,
 * so an upload on /documents that invalidates it refreshes this list too.
 */
export function myDocumentsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(documentEndpoints.list),
    staleTime: cacheTimesMs.documents,
    gcTime: cacheTimesMs.documents,
  });
}

/** The caller's documents; fetched only while `enabled` (the attach dialog is open). */
export function useMyDocuments(enabled: boolean) {
  return useQuery({ ...myDocumentsQueryOptions(), enabled });
}
