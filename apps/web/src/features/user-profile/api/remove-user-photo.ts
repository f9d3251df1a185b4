import { authEndpoints, type UserProfile, userProfileEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateEndpoints } from "@/lib/query-keys";
import { userProfileQueryKey } from "./get-user-profile";

/** DELETE /api/users/profile/photo. */
export function removeUserPhoto(): Promise<UserProfile> {
  return callEndpoint(userProfileEndpoints.removePhoto, {});
}

/** Removes the photo; the answer goes into the profile's cache entry and the session is asked again. */
export function useRemoveUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserPhoto,
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileQueryKey, profile);
      await invalidateEndpoints(queryClient, [authEndpoints.me]);
    },
  });
}
