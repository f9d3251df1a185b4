import { type Document, documentTypeLabels, formatStorageSize } from "@meridian/contract";
import { CircleCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format-date";
import { useSetVerification, useStudentDocuments } from "../api/student-documents";
import { DocumentFileButtons } from "./document-file-buttons";
import { DocumentStatusBadge } from "./document-status-badge";
import { DocumentViewerDialog } from "./document-viewer-dialog";

/** One document's actions: View (pdf and images), Download, and Verify or Unverify. */
function DocumentActions({
  document,
  studentProfileId,
  onView,
}: {
  document: Document;
  studentProfileId: string;
  onView: (document: Document) => void;
}) {
  const verification = useSetVerification(studentProfileId);
  return (
    <div className="flex flex-wrap gap-1.5">
      <DocumentFileButtons document={document} onView={onView} />
      <Button
        variant={document.isVerified ? "ghost" : "primary"}
        size="sm"
        aria-label={`${document.isVerified ? "Unverify" : "Verify"} ${document.name}`}
        pending={verification.isPending}
        onClick={() => verification.mutate({ id: document.id, isVerified: !document.isVerified })}
      >
        {document.isVerified ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {document.isVerified ? "Unverify" : "Verify"}
      </Button>
    </div>
  );
}

const columns: readonly DataColumn<Document>[] = [
  {
    id: "name",
    header: "Name",
    rowHeader: true,
    cell: (document) => (
      <>
        <span className="block wrap-anywhere">{document.name}</span>
        <span className="block text-xs font-normal wrap-anywhere text-muted-foreground">
          {document.fileName}
        </span>
      </>
    ),
  },
  {
    id: "type",
    header: "Type",
    className: "text-foreground",
    cell: (document) => documentTypeLabels[document.type],
  },
  {
    id: "size",
    header: "Size",
    className: "whitespace-nowrap text-foreground",
    cell: (document) => formatStorageSize(document.fileSize),
  },
  {
    id: "status",
    header: "Status",
    className: "whitespace-nowrap",
    cell: (document) => <DocumentStatusBadge document={document} />,
  },
  {
    id: "uploaded",
    header: "Uploaded",
    className: "whitespace-nowrap text-foreground",
    cell: (document) => formatDate(document.uploadedAt),
  },
];

/**
 * The Documents section of a student's profile screen (spec part 2 §2): the student's documents
 * with their type, size, state and upload date, and View, Download and Verify.
 */
export function StudentDocumentsTable({ studentProfileId }: { studentProfileId: string }) {
  const query = useStudentDocuments(studentProfileId);
  const [viewing, setViewing] = useState<Document | null>(null);
  return (
    <section aria-labelledby="student-documents-heading" className="grid gap-4">
      <h2 id="student-documents-heading" className="text-xl font-semibold text-foreground">
        Documents
      </h2>
      <DataTable
        caption="The student's documents"
        columns={columns}
        rows={query.data}
        rowKey={(document) => document.id}
        rowLabel={(document) => document.name}
        loadingRows={3}
        failure={queryFailure(query, "The student's documents could not be loaded.")}
        empty={{ message: "No documents uploaded yet." }}
        actions={(document) => (
          <DocumentActions document={document} studentProfileId={studentProfileId} onView={setViewing} />
        )}
      />
      <DocumentViewerDialog document={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
