import { followUpEndpoints } from "@meridian/contract";
import type { Query, QueryClient } from "@tanstack/react-query";

/** Every follow-up query key starts with this path (the due list's path does too). */
const followUpsPath = "/api/counselor/followups";

export const followUpKeys = {
  list: (studentProfileId: string, q: string) => [followUpsPath, "student", studentProfileId, q] as const,
  due: () => [followUpEndpoints.due.path] as const,
};

function isFollowUpsQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === "string" && path.startsWith(followUpsPath);
}

/** Marks every follow-up query stale (a student's lists, the Overview's due list) and refetches those on screen. */
export function invalidateFollowUps(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isFollowUpsQuery });
}
