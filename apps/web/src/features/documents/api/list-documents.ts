import { type DocumentList, documentEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { documentCacheTimes, documentKeys } from "./document-keys";

/** GET /api/documents: the caller's documents, newest first, with the tile figures. */
export function listDocuments(signal?: AbortSignal): Promise<DocumentList> {
  return callEndpoint(documentEndpoints.list, { signal });
}

/** Query options of the caller's documents. */
export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.list(),
    queryFn: ({ signal }) => listDocuments(signal),
    ...documentCacheTimes,
  });
}

/** The caller's documents and their figures. */
export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
