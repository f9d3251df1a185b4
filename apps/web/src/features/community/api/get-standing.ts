import { communityEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { communityKeys } from "./community-cache";

/**
 * GET /api/community/standing: whether the signed-in user may write now, from the server's clock;
 * nothing is asked for a guest (null). Keyed per user: the answer is the caller's alone.
 */
export function useStanding(userId: string | null) {
  return useQuery({
    ...endpointQueryOptions(communityEndpoints.standing),
    queryKey: communityKeys.standing(userId ?? ""),
    enabled: userId !== null,
  });
}
