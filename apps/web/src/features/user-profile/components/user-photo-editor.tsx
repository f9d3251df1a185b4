import {
  acceptAttribute,
  formatFileSize,
  type UserProfile,
  userProfileLimits,
  userProfileMessages,
} from "@meridian/contract";
import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { describeFormFailure } from "@/lib/form-failure";
import { uploadFileProblem } from "@/lib/upload-file";
import { toast } from "@/lib/use-toast";
import { useRemoveUserPhoto } from "../api/remove-user-photo";
import { userPhotoUpload, useUploadUserPhoto } from "../api/upload-user-photo";

/** The profile photo: an upload with progress, and removal after a confirmation (the photo shows in the summary card). */
export function UserPhotoEditor({ profile }: { profile: UserProfile }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadUserPhoto(setProgress);
  const remove = useRemoveUserPhoto();
  const busy = upload.isPending || remove.isPending;
  const hasPhoto = profile.profilePicture !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refused = uploadFileProblem(userPhotoUpload, file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast({ title: userProfileMessages.photoSaved }),
      onError: (error) => setProblem(describeFormFailure(error, "The photo could not be uploaded.").message),
    });
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: userProfileMessages.photoRemoved }),
      onError: (error) => setProblem(describeFormFailure(error, "The photo could not be removed.").message),
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3">
      <h2 id={`${inputId}-title`} className="font-semibold text-foreground">
        Photo
      </h2>
      <p id={hintId} className="text-sm text-muted-foreground">
        PNG, JPEG or WebP, up to {formatFileSize(userProfileLimits.photoMaxBytes)}. It is shown instead of
        your initials, fitted in {userProfileLimits.photoMaxSide}×{userProfileLimits.photoMaxSide} pixels, and
        its photo details (location, camera) are removed.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="Photo file"
          accept={acceptAttribute(userPhotoUpload)}
          aria-describedby={hintId}
          onChange={choose}
        />
        <Button variant="outline" pending={busy} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" />
          {hasPhoto ? "Replace photo" : "Upload photo"}
        </Button>
        {hasPhoto ? (
          <Button variant="ghost" pending={busy} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      {upload.isPending ? <UploadProgress label="Uploading photo..." fraction={progress} /> : null}
      {problem ? <Alert tone="destructive">{problem}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the photo?"
        description="Your initials are shown instead until you upload one again."
        confirmLabel="Remove photo"
        destructive
        onConfirm={confirmRemove}
      />
    </section>
  );
}
