import { recommendationEndpoints, studentProfileEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

export const recommendationKeys = {
  list: () => [recommendationEndpoints.list.path] as const,
  preferences: () => [studentProfileEndpoints.getPreferences.path] as const,
};

/** Refetches the recommendations on screen: the score reads the preferences and the choices. */
export function invalidateRecommendations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recommendationKeys.list() });
}
