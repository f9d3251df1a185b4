import { followUpEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf } from "@/lib/query-keys";

export const followUpKeys = {
  list: (studentProfileId: string, q: string) =>
    keyOf(followUpEndpoints.list, { studentId: studentProfileId, q }),
  due: () => keyOf(followUpEndpoints.due),
};

/** Marks every follow-up query stale (a student's lists, the Overview's due list) and refetches those on screen. */
export function invalidateFollowUps(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, [followUpEndpoints.list, followUpEndpoints.due]);
}
