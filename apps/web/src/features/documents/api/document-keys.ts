import { cacheTimesMs, documentEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf } from "@/lib/query-keys";

export const documentKeys = {
  list: () => keyOf(documentEndpoints.list),
  /** A worked student's documents (staff side). */
  student: (studentProfileId: string) =>
    keyOf(documentEndpoints.listForStudent, { studentId: studentProfileId }),
};

/** Spec part 2 §9: documents are cached for 2 minutes. */
export const documentCacheTimes = {
  staleTime: cacheTimesMs.documents,
  gcTime: cacheTimesMs.documents,
} as const;

// Every endpoint that answers documents, wherever a page reads them (the checklist's attach list too).
const documentReads = [documentEndpoints.list, documentEndpoints.get, documentEndpoints.listForStudent];

/** Marks every documents query stale and refetches the ones on screen. */
export function invalidateDocuments(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, documentReads);
}
