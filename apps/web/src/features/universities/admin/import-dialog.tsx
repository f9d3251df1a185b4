import { acceptAttribute, describeFileTypes, formatFileSize, type ImportPreview } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { isApiError } from "@/lib/api-client";
import { uploadFileProblem } from "@/lib/upload-file";
import { toast } from "@/lib/use-toast";
import {
  commitImport,
  type ImportRowError,
  importUpload,
  previewImport,
  rowErrorsOf,
} from "../api/import-universities";
import { invalidateCatalogue } from "../api/invalidate-catalogue";
import { ImportErrorsTable, ImportSample, ImportTotals } from "./import-summary";

type Step =
  | { kind: "choose" }
  | { kind: "previewing"; progress: number }
  | { kind: "preview"; preview: ImportPreview }
  | { kind: "committing"; preview: ImportPreview; progress: number };

interface Failure {
  message: string;
  errors: ImportRowError[];
}

function failureOf(error: unknown): Failure {
  return {
    message: isApiError(error) ? error.message : "The file could not be uploaded. Please try again.",
    errors: rowErrorsOf(error),
  };
}

/** Bulk import: choose a CSV or XLSX file, check the server's preview, then commit it. */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [failure, setFailure] = useState<Failure | null>(null);
  const queryClient = useQueryClient();
  const inputId = useId();
  const busy = step.kind === "previewing" || step.kind === "committing";

  function reset() {
    setFile(null);
    setStep({ kind: "choose" });
    setFailure(null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = "";
    // A file chosen while the last one is read is let go: the input keeps the focus (not disabled).
    if (!chosen || busy) return;
    setFile(chosen);
    setFailure(null);
    // Refused here before it is uploaded; the server enforces the same limits and reads the bytes.
    const problem = uploadFileProblem(importUpload, chosen);
    if (problem) {
      setStep({ kind: "choose" });
      const tip = chosen.size > importUpload.maxBytes ? " Split it into smaller files." : "";
      setFailure({ message: `${problem}${tip}`, errors: [] });
      return;
    }
    setStep({ kind: "previewing", progress: 0 });
    try {
      const preview = await previewImport(chosen, (progress) => setStep({ kind: "previewing", progress }));
      setStep({ kind: "preview", preview });
    } catch (error) {
      setStep({ kind: "choose" });
      setFailure(failureOf(error));
    }
  }

  async function commit(preview: ImportPreview) {
    if (!file) return;
    setFailure(null);
    setStep({ kind: "committing", preview, progress: 0 });
    try {
      const result = await commitImport(file, (progress) =>
        setStep({ kind: "committing", preview, progress }),
      );
      await invalidateCatalogue(queryClient);
      toast({
        title: "Import complete",
        description: `${result.created} created, ${result.updated} updated.`,
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      setStep({ kind: "preview", preview });
      setFailure(failureOf(error));
    }
  }

  const preview = step.kind === "preview" || step.kind === "committing" ? step.preview : null;
  const importable = preview ? preview.validRows : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Import universities"
        description={`A ${describeFileTypes(importUpload.accept)} file (up to ${formatFileSize(importUpload.maxBytes)}) with at least the columns name, country, countryCode and city. Rows whose university exists are updated.`}
        className="sm:max-w-2xl"
      >
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium text-foreground shadow-xs hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <FileUp aria-hidden="true" className="size-4" />
              {file ? "Choose another file" : "Choose a file"}
              <input
                id={inputId}
                type="file"
                accept={acceptAttribute(importUpload)}
                className="sr-only"
                aria-disabled={busy || undefined}
                onChange={(event) => void choose(event)}
              />
            </label>
            <span className="truncate text-sm text-muted-foreground">
              {file ? file.name : "No file chosen"}
            </span>
          </div>

          {step.kind === "previewing" ? (
            <UploadProgress label="Uploading for preview" fraction={step.progress} />
          ) : null}
          {step.kind === "committing" ? <UploadProgress label="Importing" fraction={step.progress} /> : null}

          {failure ? (
            <Alert tone="destructive" title="The file cannot be imported">
              {failure.message}
            </Alert>
          ) : null}
          {failure && failure.errors.length > 0 && !preview ? (
            <ImportErrorsTable errors={failure.errors} />
          ) : null}

          {preview ? (
            <div className="grid gap-4" aria-live="polite">
              <ImportTotals preview={preview} />
              {preview.errors.length > 0 ? <ImportErrorsTable errors={preview.errors} /> : null}
              <ImportSample sample={preview.sample} />
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              pending={busy}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            {preview ? (
              <Button
                disabled={preview.errors.length > 0 || importable === 0}
                pending={busy}
                onClick={() => void commit(preview)}
              >
                {step.kind === "committing"
                  ? "Importing..."
                  : `Import ${importable} ${importable === 1 ? "university" : "universities"}`}
              </Button>
            ) : null}
          </div>
          {preview && preview.errors.length > 0 ? (
            <p className="text-right text-xs text-muted-foreground">
              Fix the rows above and choose the file again; nothing is imported while any row has an error.
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
