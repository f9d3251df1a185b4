import {
  type OwnStudentProfile,
  ownStudentProfileEndpoints,
  recommendationEndpoints,
  studentProfileEndpoints,
  type UpdateOwnStudentProfileInput,
} from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

/** PUT /api/students/me/profile: the cleaned draft, without the staff-only keys. */
export function updateOwnProfile(body: UpdateOwnStudentProfileInput): Promise<OwnStudentProfile> {
  return callEndpoint(ownStudentProfileEndpoints.update, { body });
}

/**
 * Saves the student's own profile; the answer (with its completeness) goes straight into the
 * cache. The countries and program level are the study preferences the recommendations read:
 * those are asked for again.
 */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    // The form shows its own toasts, not the default error toast.
    meta: { errorToast: false },
    onSuccess: (profile) => {
      queryClient.setQueryData(keyOf(ownStudentProfileEndpoints.get), profile);
      void queryClient.invalidateQueries({ queryKey: keyOf(studentProfileEndpoints.getPreferences) });
      void queryClient.invalidateQueries({ queryKey: keyOf(recommendationEndpoints.list) });
    },
  });
}
