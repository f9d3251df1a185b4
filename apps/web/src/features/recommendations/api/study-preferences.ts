import {
  type EndpointBody,
  type StudyPreferencesResponse,
  studentProfileEndpoints,
} from "@meridian/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { invalidateRecommendations, recommendationKeys } from "./recommendation-keys";

/**
 * GET /api/students/me/preferences: what the match score reads; fetched only while `enabled` (the
 * form is open).
 */
export function useStudyPreferences(enabled = true) {
  return useQuery({ ...endpointQueryOptions(studentProfileEndpoints.getPreferences), enabled });
}

type PreferencesBody = EndpointBody<typeof studentProfileEndpoints.updatePreferences>;

/** PUT /api/students/me/preferences: replaces them all. */
export function updateStudyPreferences(body: PreferencesBody): Promise<StudyPreferencesResponse> {
  return callEndpoint(studentProfileEndpoints.updatePreferences, { body });
}

/** Saves the preferences; the recommendations are refetched, as the score reads them. */
export function useUpdateStudyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudyPreferences,
    // The form shows its own failure; no default toast.
    meta: { errorToast: false },
    onSuccess: async (saved) => {
      queryClient.setQueryData(recommendationKeys.preferences(), saved);
      await invalidateRecommendations(queryClient);
    },
  });
}
