import { formatFileSize, type UserProfile, userProfileLimits, userProfileMessages } from "@meridian/contract";
import { useState } from "react";
import { ImageFileEditor } from "@/components/image-file-editor";
import { useRemoveUserPhoto } from "../api/remove-user-photo";
import { userPhotoUpload, useUploadUserPhoto } from "../api/upload-user-photo";

/** The profile photo: an upload with progress, and removal after a confirmation (the photo shows in the summary card). */
export function UserPhotoEditor({ profile }: { profile: UserProfile }) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadUserPhoto(setProgress);
  const remove = useRemoveUserPhoto();
  return (
    <ImageFileEditor
      noun="photo"
      upload={userPhotoUpload}
      present={profile.profilePicture !== null}
      hint={
        <>
          PNG, JPEG or WebP, up to {formatFileSize(userProfileLimits.photoMaxBytes)}. It is shown instead of
          your initials, fitted in {userProfileLimits.photoMaxSide}×{userProfileLimits.photoMaxSide} pixels,
          and its photo details (location, camera) are removed.
        </>
      }
      uploadMutation={upload}
      removeMutation={remove}
      progress={progress}
      onUploadStart={() => setProgress(0)}
      messages={{
        saved: userProfileMessages.photoSaved,
        removed: userProfileMessages.photoRemoved,
        removeTitle: "Remove the photo?",
        removeDescription: "Your initials are shown instead until you upload one again.",
      }}
    />
  );
}
