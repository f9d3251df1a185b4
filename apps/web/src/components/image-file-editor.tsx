import { acceptAttribute, type UploadSpec } from "@meridian/contract";
import type { UseMutationResult } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { describeFormFailure } from "@/lib/form-failure";
import { uploadFileProblem } from "@/lib/upload-file";
import { toast } from "@/lib/use-toast";

interface ImageFileEditorProps {
  /** What the image is, in the buttons and messages: "logo", "photo". */
  noun: string;
  /** The upload's file rules: what the picker offers and what is refused before sending. */
  upload: UploadSpec;
  /** Whether there is an image now (Replace and Remove, or Upload). */
  present: boolean;
  /** The sizes, types and what the server does with it, read with the file input. */
  hint: ReactNode;
  /** The image itself, beside the controls. */
  preview?: ReactNode;
  /** The feature's upload and removal, with the progress the upload reports. */
  uploadMutation: Pick<UseMutationResult<unknown, unknown, File>, "mutate" | "isPending">;
  removeMutation: Pick<UseMutationResult<unknown, unknown, void>, "mutate" | "isPending">;
  progress: number;
  onUploadStart: () => void;
  messages: { saved: string; removed: string; removeTitle: string; removeDescription: string };
}

/**
 * An image of an account (a company's logo, a user's photo): the file chosen is checked as the
 * server will check it, uploaded with its progress, and removed after a confirmation.
 */
export function ImageFileEditor(props: ImageFileEditorProps) {
  const { noun, upload, present, uploadMutation, removeMutation, messages } = props;
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = uploadMutation.isPending || removeMutation.isPending;
  const title = `${noun[0]?.toUpperCase() ?? ""}${noun.slice(1)}`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refused = uploadFileProblem(upload, file);
    setProblem(refused);
    if (refused) return;
    props.onUploadStart();
    uploadMutation.mutate(file, {
      onSuccess: () => toast({ title: messages.saved }),
      onError: (error) =>
        setProblem(describeFormFailure(error, `The ${noun} could not be uploaded.`).message),
    });
  };

  const confirmRemove = () =>
    removeMutation.mutate(undefined, {
      onSuccess: () => toast({ title: messages.removed }),
      onError: (error) => setProblem(describeFormFailure(error, `The ${noun} could not be removed.`).message),
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3">
      <h2 id={`${inputId}-title`} className="font-semibold text-foreground">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {props.preview}
        <div className="grid gap-2">
          <p id={hintId} className="text-sm text-muted-foreground">
            {props.hint}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-label={`${title} file`}
              accept={acceptAttribute(upload)}
              aria-describedby={hintId}
              onChange={choose}
            />
            <Button variant="outline" pending={busy} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" />
              {present ? `Replace ${noun}` : `Upload ${noun}`}
            </Button>
            {present ? (
              <Button variant="ghost" pending={busy} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Remove {noun}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {uploadMutation.isPending ? (
        <UploadProgress label={`Uploading ${noun}...`} fraction={props.progress} />
      ) : null}
      {problem ? <Alert tone="destructive">{problem}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages.removeTitle}
        description={messages.removeDescription}
        confirmLabel={`Remove ${noun}`}
        destructive
        onConfirm={confirmRemove}
      />
    </section>
  );
}
