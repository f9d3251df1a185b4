import { recommendationEndpoints, studentProfileEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

export const recommendationKeys = {
  list: () => [recommendationEndpoints.list.path] as const,
  shortlist: () => [recommendationEndpoints.shortlist.path] as const,
  preferences: () => [studentProfileEndpoints.getPreferences.path] as const,
};

/**
 * Refetches the recommendations and the shortlist on screen: the score reads the preferences and
 * the choices, the shortlist the saves.
 */
export async function invalidateRecommendations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recommendationKeys.list() }),
    queryClient.invalidateQueries({ queryKey: recommendationKeys.shortlist() }),
  ]);
}
