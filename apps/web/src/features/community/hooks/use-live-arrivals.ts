import type { ForumCategory } from "@meridian/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { communityKeys } from "../api/community-cache";

/**
 * How many posts by others arrived live in `category` since its page opened: the realtime
 * handler notes them in the cache, the page announces the count. Reset when the page opens and closes.
 */
export function useLiveArrivals(category: ForumCategory): number {
  const queryClient = useQueryClient();
  const queryKey = communityKeys.arrivals(category);
  const { data } = useQuery({
    queryKey,
    // Nothing to fetch: the value lives in the cache, written by the realtime handler.
    queryFn: () => queryClient.getQueryData<string[]>(queryKey) ?? [],
    initialData: [] as string[],
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    queryClient.setQueryData<string[]>(communityKeys.arrivals(category), []);
    return () => {
      queryClient.setQueryData<string[]>(communityKeys.arrivals(category), []);
    };
  }, [queryClient, category]);
  return data.length;
}
