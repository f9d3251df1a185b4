import { cacheTimesMs, documentEndpoints } from "@meridian/contract";
import type { Query, QueryClient } from "@tanstack/react-query";

/** Every documents query key starts with this path, so one invalidation reaches them all. */
export const documentsPath = documentEndpoints.list.path;

export const documentKeys = {
  list: () => [documentsPath] as const,
};

/** Spec part 2 §9: documents are cached for 2 minutes. */
export const documentCacheTimes = {
  staleTime: cacheTimesMs.documents,
  gcTime: cacheTimesMs.documents,
} as const;

// Any query keyed by an /api/documents path (this feature's, or another page's built the same way).
function isDocumentsQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === "string" && path.startsWith(documentsPath);
}

/** Marks every documents query stale and refetches the ones on screen. */
export function invalidateDocuments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isDocumentsQuery });
}
