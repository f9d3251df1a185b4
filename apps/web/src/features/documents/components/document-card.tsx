import { type Document, documentTypeLabels, formatStorageSize } from "@meridian/contract";
import { FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/lib/format-date";
import { useDeleteDocument } from "../api/delete-document";
import { DocumentFileButtons } from "./document-file-buttons";
import { DocumentStatusBadge } from "./document-status-badge";

interface DocumentCardProps {
  document: Document;
  /** Opens the document in the viewer (only offered for pdf and images). */
  onView: (document: Document) => void;
}

/** One document: what it is, its file, its state, and View, Download and Delete. */
export function DocumentCard({ document, onView }: DocumentCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();

  return (
    <article aria-label={document.name} className={cardClasses("raised", "flex flex-col gap-4 p-5")}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="font-semibold wrap-anywhere text-foreground">{document.name}</h2>
          <p className="truncate text-sm text-muted-foreground" title={document.fileName}>
            {document.fileName}
          </p>
        </div>
        <DocumentStatusBadge document={document} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Type</dt>
        <dd className="text-foreground">{documentTypeLabels[document.type]}</dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd className="text-foreground">{formatStorageSize(document.fileSize)}</dd>
        <dt className="text-muted-foreground">Uploaded</dt>
        <dd className="text-foreground">{formatDate(document.uploadedAt)}</dd>
      </dl>
      {document.description ? (
        <p className="text-sm wrap-anywhere text-muted-foreground">{document.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <DocumentFileButtons document={document} onView={onView} />
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          aria-label={`Delete ${document.name}`}
          pending={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        description={`"${document.name}" and its file are removed for good. Applications that counted it will show the item as missing again.`}
        confirmLabel="Delete document"
        destructive
        onConfirm={() => remove.mutate(document.id)}
      />
    </article>
  );
}
