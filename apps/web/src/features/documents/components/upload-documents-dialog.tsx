import {
  acceptAttribute,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
  uploadLimits,
} from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { cn } from "@/lib/cn";
import { isAuthError, isClientError, isRateLimited } from "@/lib/error-kinds";
import { useZodForm } from "@/lib/form";
import { describeFormFailure } from "@/lib/form-failure";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { toast } from "@/lib/use-toast";
import { invalidateDocuments } from "../api/document-keys";
import { documentUpload, uploadDocument } from "../api/upload-document";
import { type UploadFormValues, uploadFormSchema } from "../upload-form";
import { checkSelection } from "../upload-validation";
import { UploadFileRow, type UploadItem } from "./upload-file-row";

const FAILED = "Failed to upload document";

function newItem(file: File): UploadItem {
  return {
    id: newIdempotencyKey(),
    file,
    previewUrl: file.type.startsWith("image/") ? URL.createObjectURL(file) : null,
    idempotencyKey: newIdempotencyKey(),
    state: "ready",
    progress: 0,
    error: null,
  };
}

/** The server refused the file itself (its type, contents, size, the quota): trying again gets the same answer. */
function isRefusal(error: unknown): boolean {
  return isClientError(error) && !isAuthError(error) && !isRateLimited(error);
}

function uploadLabel(count: number): string {
  if (count === 0) return "Upload";
  return `Upload ${count} ${count === 1 ? "file" : "files"}`;
}

function release(items: readonly UploadItem[]) {
  for (const item of items) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

interface UploadDocumentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type chosen when the dialog opens (e.g. from /documents?type=transcript). */
  initialType?: DocumentType | undefined;
  /** Counts the new documents for this application's checklist (from ?applicationId=). */
  applicationId?: string | undefined;
  /** Single-file mode (spec part 2 §5): one file, for one item of an application's checklist. */
  single?: boolean;
}

/**
 * The upload dialog of spec part 2 §5: a document type first, up to five files (10 MB each, pdf,
 * doc, docx, jpg, jpeg, png) picked or dropped, image previews, an optional name and description,
 * then one request per file with its own progress bar.
 */
export function UploadDocumentsDialog({
  open,
  onOpenChange,
  initialType,
  applicationId,
  single = false,
}: UploadDocumentsDialogProps) {
  const maxFiles = single ? 1 : uploadLimits.maxFilesPerSelection;
  const queryClient = useQueryClient();
  const form = useZodForm(uploadFormSchema, {
    defaultValues: { type: initialType, name: "", description: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [items, setItems] = useState<UploadItem[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const abort = useRef<AbortController | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // What the Upload button sends: new files, and those whose upload failed on the way.
  const pending = items.filter((item) => item.state === "ready" || item.state === "failed");
  // Locked while files are on their way, not while the form is checked: a select disabled then
  // could not take the focus the check gives the first invalid field.
  const uploading = items.some((item) => item.state === "uploading");

  // The previews live as long as the dialog: released when it unmounts.
  useEffect(() => () => release(itemsRef.current), []);

  useEffect(() => {
    if (open && initialType) form.setValue("type", initialType);
  }, [open, initialType, form]);

  function update(id: string, change: Partial<UploadItem>) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  function add(files: readonly File[]) {
    // A file the server refused is not sent again, so it holds no place in the limit; the new
    // choice takes its place (its reason was shown on its row and in a toast).
    const kept = items.filter((item) => item.state !== "refused");
    const check = checkSelection(files, kept.length, maxFiles);
    setProblems(check.problems);
    if (check.accepted.length === 0) return;
    release(items.filter((item) => item.state === "refused"));
    setItems((current) => [
      ...current.filter((item) => item.state !== "refused"),
      ...check.accepted.map(newItem),
    ]);
  }

  function remove(item: UploadItem) {
    release([item]);
    setItems((current) => current.filter((other) => other.id !== item.id));
  }

  function clearUploaded() {
    release(itemsRef.current.filter((item) => item.state === "done"));
    setItems((current) => current.filter((item) => item.state !== "done"));
  }

  function close() {
    release(items);
    setItems([]);
    setProblems([]);
    form.reset({ type: initialType, name: "", description: "" });
    onOpenChange(false);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!isSubmitting) add([...event.dataTransfer.files]);
  }

  const submit = form.handleSubmit(async (values: UploadFormValues) => {
    if (pending.length === 0) {
      setProblems(["Choose at least one file to upload."]);
      return;
    }
    setProblems([]);
    const controller = new AbortController();
    abort.current = controller;
    let failures = 0;
    // One request per file, one at a time: each has its own progress bar and its own answer.
    for (const item of pending) {
      if (controller.signal.aborted) break;
      update(item.id, { state: "uploading", progress: 0, error: null });
      try {
        await uploadDocument({
          file: item.file,
          fields: {
            type: values.type,
            // A name given for one file; several files each keep their own name.
            name: pending.length === 1 ? values.name : undefined,
            description: values.description,
            applicationId,
          },
          idempotencyKey: item.idempotencyKey,
          onProgress: (progress) => update(item.id, { progress }),
          signal: controller.signal,
        });
        update(item.id, { state: "done", progress: 1 });
        toast({ title: "Document uploaded", description: "Your document has been successfully uploaded." });
      } catch (error) {
        failures += 1;
        const aborted = controller.signal.aborted;
        const message = aborted ? "Upload cancelled." : describeFormFailure(error, FAILED).message;
        update(item.id, {
          state: !aborted && isRefusal(error) ? "refused" : "failed",
          progress: 0,
          error: message,
        });
        if (!aborted) toast({ title: "Error", description: message, variant: "destructive" });
      }
    }
    abort.current = null;
    await invalidateDocuments(queryClient);
    if (failures === 0 && !controller.signal.aborted) close();
    // Some did not make it: the dialog keeps only those, each with its reason; the stored ones
    // are in the list behind it.
    else clearUploaded();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!isSubmitting) close();
      }}
    >
      <DialogContent
        title="Upload documents"
        description={
          single
            ? "Choose the document type, then one file (PDF, DOC, DOCX, JPG or PNG, up to 10 MB)."
            : `Choose the document type, then up to ${maxFiles} files (PDF, DOC, DOCX, JPG or PNG, 10 MB each).`
        }
        className="sm:max-w-xl"
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <SelectField
            label="Document type"
            error={errors.type?.message}
            {...form.register("type")}
            disabled={uploading}
          >
            <option value="">Choose a type</option>
            <SelectOptions values={documentTypes} labels={documentTypeLabels} />
          </SelectField>
          {applicationId ? (
            <p className="text-sm text-muted-foreground">
              These documents count for the application you came from.
            </p>
          ) : null}

          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            className={cn(
              "grid cursor-pointer justify-items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center text-sm text-muted-foreground transition-colors hover:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              dragging && "border-primary bg-primary-soft",
            )}
          >
            <FileUp aria-hidden="true" className="size-6 text-primary" />
            <span className="font-medium text-foreground">
              {single ? "Choose a file or drop it here" : "Choose files or drop them here"}
            </span>
            <span>{single ? "One file, up to 10 MB" : `Up to ${maxFiles} files, 10 MB each`}</span>
            <input
              id={inputId}
              type="file"
              multiple={!single}
              accept={acceptAttribute(documentUpload)}
              className="sr-only"
              disabled={isSubmitting}
              onChange={(event) => {
                add([...(event.target.files ?? [])]);
                event.target.value = "";
              }}
            />
          </label>

          {problems.length > 0 ? (
            <Alert tone="destructive" title="Some files cannot be uploaded">
              <ul className="grid gap-1">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          ) : null}

          {items.length > 0 ? (
            <ul aria-label="Files to upload" className="grid gap-2">
              {items.map((item) => (
                <UploadFileRow
                  key={item.id}
                  item={item}
                  removable={!isSubmitting && item.state !== "done"}
                  onRemove={() => remove(item)}
                />
              ))}
            </ul>
          ) : null}

          {pending.length <= 1 ? (
            <TextField
              label="Name"
              labelSuffix="(optional)"
              hint="Leave empty to use the file's name."
              error={errors.name?.message}
              readOnly={isSubmitting}
              {...form.register("name")}
            />
          ) : null}
          <TextareaField
            label="Description"
            labelSuffix="(optional)"
            error={errors.description?.message}
            readOnly={isSubmitting}
            {...form.register("description")}
          />

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => (isSubmitting ? abort.current?.abort() : close())}>
              {isSubmitting ? "Stop uploading" : "Cancel"}
            </Button>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? "Uploading..." : uploadLabel(pending.length)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
