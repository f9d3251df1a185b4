import { type Document, documentTypeLabels, formatStorageSize } from "@meridian/contract";
import { CircleCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
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
      <QueryContent
        query={query}
        failure="The student's documents could not be loaded."
        loading={<Skeleton className="h-32 w-full" />}
      >
        {(documents) =>
          documents.length === 0 ? (
            <EmptyNote>No documents uploaded yet.</EmptyNote>
          ) : (
            <>
              {/* Narrow screens: one card per document, every action in reach. */}
              <ul aria-label="Documents" className="grid gap-3 sm:hidden">
                {documents.map((document) => (
                  <li key={document.id} className={cardClasses("raised", "grid gap-3 p-4")}>
                    <div className="flex items-start justify-between gap-2">
                      <div className="grid min-w-0 gap-0.5">
                        <span className="font-medium wrap-anywhere text-foreground">{document.name}</span>
                        <span className="truncate text-xs text-muted-foreground">{document.fileName}</span>
                      </div>
                      <DocumentStatusBadge document={document} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {documentTypeLabels[document.type]} · {formatStorageSize(document.fileSize)} ·{" "}
                      {formatDate(document.uploadedAt)}
                    </p>
                    <DocumentActions
                      document={document}
                      studentProfileId={studentProfileId}
                      onView={setViewing}
                    />
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface sm:block">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <thead className="border-b border-border text-xs text-muted-foreground uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Name
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Type
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Size
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Uploaded
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {documents.map((document) => (
                      <tr key={document.id} className="border-b border-border last:border-b-0">
                        <th scope="row" className="px-4 py-3 font-medium text-foreground">
                          <span className="block wrap-anywhere">{document.name}</span>
                          <span className="block text-xs font-normal text-muted-foreground">
                            {document.fileName}
                          </span>
                        </th>
                        <td className="px-4 py-3 text-foreground">{documentTypeLabels[document.type]}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-foreground">
                          {formatStorageSize(document.fileSize)}
                        </td>
                        <td className="px-4 py-3">
                          <DocumentStatusBadge document={document} />
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap text-foreground">
                          {formatDate(document.uploadedAt)}
                        </td>
                        <td className="px-4 py-3">
                          <DocumentActions
                            document={document}
                            studentProfileId={studentProfileId}
                            onView={setViewing}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryContent>
      <DocumentViewerDialog document={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
