import { recommendationEndpoints, studentProfileEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf } from "@/lib/query-keys";

export const recommendationKeys = {
  list: () => keyOf(recommendationEndpoints.list),
  shortlist: () => keyOf(recommendationEndpoints.shortlist),
  preferences: () => keyOf(studentProfileEndpoints.getPreferences),
};

/**
 * Refetches the recommendations and the shortlist on screen: the score reads the preferences and
 * the choices, the shortlist the saves.
 */
export async function invalidateRecommendations(queryClient: QueryClient): Promise<void> {
  await invalidateEndpoints(queryClient, [recommendationEndpoints.list, recommendationEndpoints.shortlist]);
}
