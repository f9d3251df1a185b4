import { authEndpoints, type EndpointBody, type UserProfile, userProfileEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateEndpoints } from "@/lib/query-keys";
import { userProfileQueryKey } from "./get-user-profile";

const endpoint = userProfileEndpoints.update;

/** PUT /api/users/profile: replaces the name, phone, location and bio (never the email). */
export function updateUserProfile(body: EndpointBody<typeof endpoint>): Promise<UserProfile> {
  return callEndpoint(endpoint, { body });
}

/**
 * Saves the Personal Information form: its answer goes into the profile's cache entry, and the
 * session (/me) is asked again, so the header shows the new name at once. The form words its own
 * failure (spec part 2 §8), so the app-wide error toast is left out.
 */
export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileQueryKey, profile);
      await invalidateEndpoints(queryClient, [authEndpoints.me]);
    },
  });
}
