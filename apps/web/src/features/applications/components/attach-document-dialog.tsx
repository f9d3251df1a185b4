import { ChecklistAttachSchema, type ChecklistItem, documentTypeLabels } from "@meridian/contract";
import { z } from "zod";
import { FormWithFailure } from "@/components/form-failure-alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { LoadFailure } from "@/components/ui/panel-states";
import { Spinner } from "@/components/ui/spinner";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { formatDate } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { useAttachChecklistDocument } from "../api/attach-checklist-document";
import { useMyDocuments } from "../api/list-my-documents";

// Detaching is its own button; this form always names a document.
const AttachFormSchema = ChecklistAttachSchema.extend({ documentId: z.uuid("Choose a document") });

/** Where a new document of this type is uploaded for this application (read by /documents). */
export function uploadPathFor(applicationId: string, item: ChecklistItem["type"]): string {
  return `/documents?${new URLSearchParams({ type: item, applicationId })}`;
}

interface AttachDocumentDialogProps {
  applicationId: string;
  item: ChecklistItem | null;
  onClose: () => void;
}

/** Lets the student count one of their documents of the item's type for a checklist item. */
export function AttachDocumentDialog({ applicationId, item, onClose }: AttachDocumentDialogProps) {
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={item ? `Attach: ${item.label}` : ""}
      description={
        item ? `Choose one of your ${documentTypeLabels[item.type]} documents for this application.` : ""
      }
    >
      {item ? <AttachForm applicationId={applicationId} item={item} onClose={onClose} /> : null}
    </FormDialog>
  );
}

interface AttachFormProps {
  applicationId: string;
  item: ChecklistItem;
  onClose: () => void;
}

function AttachForm({ applicationId, item, onClose }: AttachFormProps) {
  const documents = useMyDocuments(true);
  const attach = useAttachChecklistDocument();
  const form = useZodForm(AttachFormSchema, { defaultValues: { documentId: item.document?.id ?? "" } });
  const { errors, isSubmitting } = form.formState;
  const { submit, failure } = useServerSubmit(form, {
    fields: ["documentId"],
    fallback: "The document could not be attached. Please try again.",
    send: async ({ documentId }) => {
      await attach.mutateAsync({ id: applicationId, item: item.type, documentId });
      toast({ title: "Document attached", description: item.label });
      onClose();
    },
  });

  if (documents.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your documents" />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <LoadFailure message="Your documents could not be loaded." onRetry={() => void documents.refetch()} />
    );
  }
  const matching = documents.data.data.filter((document) => document.type === item.type);
  const upload = (
    <Link to={uploadPathFor(applicationId, item.type)} className={buttonClasses("outline")}>
      Upload a new one
    </Link>
  );
  if (matching.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">
          You have no {documentTypeLabels[item.type]} documents yet. Upload one and it is counted here.
        </p>
        {upload}
      </div>
    );
  }

  return (
    <FormWithFailure onSubmit={submit} failure={failure}>
      <fieldset className="grid gap-2" aria-invalid={errors.documentId ? true : undefined}>
        <legend className="mb-1 text-sm font-medium text-foreground">Your documents</legend>
        {matching.map((document) => (
          <label
            key={document.id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              value={document.id}
              className="mt-0.5 size-4 accent-primary"
              {...form.register("documentId")}
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium wrap-anywhere text-foreground">{document.name}</span>
              <span className="text-muted-foreground">
                {document.isVerified ? "Verified" : "Pending review"} · uploaded{" "}
                {formatDate(document.uploadedAt)}
              </span>
            </span>
          </label>
        ))}
        {errors.documentId ? (
          <p className="text-sm font-medium text-destructive">{errors.documentId.message}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {upload}
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Attaching..." : "Attach"}
        </Button>
      </div>
    </FormWithFailure>
  );
}
