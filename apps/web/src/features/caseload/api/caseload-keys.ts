import { cacheTimesMs, caseloadEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints } from "@/lib/query-keys";

// The whole dashboard: one invalidation refreshes every section.
const caseloadReads = [
  caseloadEndpoints.assignedStudents,
  caseloadEndpoints.applications,
  caseloadEndpoints.analytics,
  caseloadEndpoints.teamMembers,
];

/**
 * Spec part 2 §7's cache times (assigned students 2 min, analytics 5 min, staff 10 min); a section
 * that opens still asks again, since a student may have moved on meanwhile.
 */
export function caseloadCacheTimes(kind: "assignedStudents" | "applications" | "analytics" | "staff") {
  return { staleTime: cacheTimesMs[kind], refetchOnMount: "always" } as const;
}

/** Marks every caseload query stale and refetches the ones on screen (after a move, say). */
export function invalidateCaseload(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, caseloadReads);
}
