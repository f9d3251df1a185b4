import { acceptAttribute, communityLimits, describeFileTypes, formatFileSize } from "@meridian/contract";
import { Check, ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/ui/upload-progress";
import { uploadFileProblem } from "@/lib/upload-file";
import { postPhotoUpload } from "../api/upload-photo";

/** A photo chosen for a new post: refused at once (`problem`), or sent once the post exists. */
export interface ChosenPhoto {
  key: string;
  file: File;
  /** Why it cannot be sent (checked before a byte leaves the browser); null when it can. */
  problem: string | null;
  status: "waiting" | "uploading" | "done" | "failed";
  progress: number;
  /** Why the server refused it, once tried. */
  error: string | null;
}

const tooMany = `A post has at most ${communityLimits.photosPerPostMax} photos.`;

/** Adds picked files to the chosen ones, each checked against the contract's types, size and count. */
export function choosePhotos(chosen: ChosenPhoto[], files: File[]): ChosenPhoto[] {
  let accepted = chosen.filter((photo) => photo.problem === null).length;
  const added = files.map((file, index): ChosenPhoto => {
    let problem = uploadFileProblem(postPhotoUpload, file);
    if (problem === null && accepted >= communityLimits.photosPerPostMax) problem = tooMany;
    if (problem === null) accepted += 1;
    return {
      key: `${Date.now()}-${chosen.length + index}-${file.name}`,
      file,
      problem,
      status: "waiting",
      progress: 0,
      error: null,
    };
  });
  return [...chosen, ...added];
}

/**
 * A company's photos for its new post: chosen here, checked at once, uploaded after the post is
 * written (with progress each); a refused or failed photo says why beside its name.
 */
export function PhotoPicker({
  photos,
  onChange,
  disabled,
  locked,
  attention = 0,
}: {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  disabled: boolean;
  /** Once the post is published (the photos being sent, or sent), nothing is added or removed. */
  locked: boolean;
  /**
   * Raised (counted up) each time the post was sent while a photo cannot be added: the picker says
   * so and puts focus on that photo's Remove button. Nothing is dropped without the author's word.
   */
  attention?: number;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const firstRefused = useRef<HTMLButtonElement>(null);
  const accepted = photos.filter((photo) => photo.problem === null).length;
  const firstRefusedKey = photos.find((photo) => photo.problem !== null)?.key;
  useEffect(() => {
    if (attention) firstRefused.current?.focus();
  }, [attention]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length > 0) onChange(choosePhotos(photos, files));
  };
  return (
    <fieldset aria-describedby={hintId} className="grid gap-3">
      <legend className="mb-1 font-semibold text-foreground">Photos</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        Up to {communityLimits.photosPerPostMax} photos, {describeFileTypes(postPhotoUpload.accept)}, at most{" "}
        {formatFileSize(communityLimits.photoMaxBytes)} each. They are uploaded once the post is published,
        and their photo details (location, camera) are removed.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo files"
        accept={acceptAttribute(postPhotoUpload)}
        onChange={choose}
      />
      {locked ? null : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={disabled || accepted >= communityLimits.photosPerPostMax}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          Add photos
        </Button>
      )}
      {attention > 0 && firstRefusedKey !== undefined ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Remove the photos that cannot be added, then publish again.
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid gap-2">
          {photos.map((photo) => (
            <li
              key={photo.key}
              className="grid gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-foreground">{photo.file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
                  {photo.status === "done" ? (
                    <span className="inline-flex items-center gap-1 text-foreground">
                      <Check aria-hidden="true" className="size-3.5 text-primary" />
                      Uploaded
                    </span>
                  ) : (
                    formatFileSize(photo.file.size)
                  )}
                  {locked ? null : (
                    <Button
                      ref={photo.key === firstRefusedKey ? firstRefused : undefined}
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2"
                      aria-label={`Remove ${photo.file.name}`}
                      onClick={() => onChange(photos.filter((other) => other.key !== photo.key))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </span>
              </div>
              {photo.status === "uploading" ? (
                <UploadProgress label={`Uploading ${photo.file.name}...`} fraction={photo.progress} />
              ) : null}
              {photo.problem || photo.error ? (
                <p className="text-sm font-medium text-destructive">{photo.problem ?? photo.error}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
