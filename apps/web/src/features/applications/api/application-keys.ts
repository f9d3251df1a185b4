import { applicationEndpoints, cacheTimesMs } from "@meridian/contract";
import type { Query, QueryClient } from "@tanstack/react-query";

/**
 * Every applications query key starts with this path (the recent list's path does too), so one
 * invalidation reaches them all.
 */
export const applicationsPath = applicationEndpoints.list.path;

export const applicationKeys = {
  list: () => [applicationsPath] as const,
  detail: (id: string) => [applicationsPath, "detail", id] as const,
};

/**
 * Spec part 2 §9: applications are cached for 2 minutes. A page that opens still asks again
 * (showing the cached copy meanwhile): an upload on /documents ticks checklists without this
 * feature knowing, and the student comes back expecting to see it.
 */
export const applicationCacheTimes = {
  staleTime: cacheTimesMs.applications,
  gcTime: cacheTimesMs.applications,
  refetchOnMount: "always",
} as const;

// Any query keyed by an /api/applications path (this feature's, or a dashboard's built the same way).
function isApplicationsQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === "string" && path.startsWith(applicationsPath);
}

/** Marks every applications query stale and refetches the ones on screen. */
export function invalidateApplications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isApplicationsQuery });
}
