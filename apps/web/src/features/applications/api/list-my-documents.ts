import { cacheTimesMs, type DocumentList, documentEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

/**
 * GET /api/documents, for the checklist's "Attach" choice. Called from here rather than through
 * the documents feature (features do not import each other); the key is the documents path, so
 * an upload on /documents that invalidates it refreshes this list too.
 */
export function listMyDocuments(signal?: AbortSignal): Promise<DocumentList> {
  return callEndpoint(documentEndpoints.list, { signal });
}

/** Query options of the caller's documents. */
export function myDocumentsQueryOptions() {
  return queryOptions({
    queryKey: keyOf(documentEndpoints.list),
    queryFn: ({ signal }) => listMyDocuments(signal),
    staleTime: cacheTimesMs.documents,
    gcTime: cacheTimesMs.documents,
  });
}

/** The caller's documents; fetched only while `enabled` (the attach dialog is open). */
export function useMyDocuments(enabled: boolean) {
  return useQuery({ ...myDocumentsQueryOptions(), enabled });
}
