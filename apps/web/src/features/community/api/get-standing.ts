import { type CommunityStanding, communityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys } from "./community-cache";

/** GET /api/community/standing: whether the caller may write now, from the server's clock. */
export function getStanding(signal?: AbortSignal): Promise<CommunityStanding> {
  return callEndpoint(communityEndpoints.standing, { signal });
}

export function standingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: communityKeys.standing(userId),
    queryFn: ({ signal }) => getStanding(signal),
  });
}

/** The signed-in user's standing; nothing is asked for a guest (null). */
export function useStanding(userId: string | null) {
  return useQuery({ ...standingQueryOptions(userId ?? ""), enabled: userId !== null });
}
