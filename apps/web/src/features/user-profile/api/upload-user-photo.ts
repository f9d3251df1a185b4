import { authEndpoints, type UserProfile, userProfileEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateEndpoints } from "@/lib/query-keys";
import { type ProgressListener, uploadFile } from "@/lib/upload-file";
import { userProfileQueryKey } from "./get-user-profile";

export const userPhotoUpload = userProfileEndpoints.uploadPhoto.upload;

/** PUT /api/users/profile/photo: the new photo, with upload progress. */
export function uploadUserPhoto(file: File, onProgress?: ProgressListener): Promise<UserProfile> {
  return uploadFile(userProfileEndpoints.uploadPhoto, { file, ...(onProgress ? { onProgress } : {}) });
}

/** Uploads a photo; the answer goes into the profile's cache entry and the session is asked again (the header's avatar). */
export function useUploadUserPhoto(onProgress: ProgressListener) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadUserPhoto(file, onProgress),
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileQueryKey, profile);
      await invalidateEndpoints(queryClient, [authEndpoints.me]);
    },
  });
}
