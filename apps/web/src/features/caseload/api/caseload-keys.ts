import { cacheTimesMs } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

/** Every caseload query key starts with this, so one invalidation refreshes the whole dashboard. */
const root = "caseload";

export const caseloadKeys = {
  all: [root] as const,
  students: (query: object) => [root, "students", query] as const,
  applications: (query: object) => [root, "applications", query] as const,
  analytics: () => [root, "analytics"] as const,
  team: () => [root, "team"] as const,
};

/**
 * Spec part 2 §7's cache times (assigned students 2 min, analytics 5 min, staff 10 min); a section
 * that opens still asks again, since a student may have moved on meanwhile.
 */
export function caseloadCacheTimes(kind: "assignedStudents" | "applications" | "analytics" | "staff") {
  return { staleTime: cacheTimesMs[kind], refetchOnMount: "always" } as const;
}

/** Marks every caseload query stale and refetches the ones on screen (after a move, say). */
export function invalidateCaseload(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: caseloadKeys.all });
}
