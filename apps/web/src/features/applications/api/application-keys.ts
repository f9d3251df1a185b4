import { applicationEndpoints, cacheTimesMs } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf } from "@/lib/query-keys";

export const applicationKeys = {
  list: () => keyOf(applicationEndpoints.list),
  detail: (id: string) => keyOf(applicationEndpoints.get, { id }),
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

// Every endpoint that answers the caller's applications, wherever a page reads them.
const applicationReads = [applicationEndpoints.list, applicationEndpoints.recent, applicationEndpoints.get];

/** Marks every applications query stale and refetches the ones on screen. */
export function invalidateApplications(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, applicationReads);
}
