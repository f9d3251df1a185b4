import { documentEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { documentCacheTimes } from "./document-keys";

/** GET /api/documents: the caller's documents, newest first, with the tile figures. */
export function useDocuments() {
  return useQuery({ ...endpointQueryOptions(documentEndpoints.list), ...documentCacheTimes });
}
