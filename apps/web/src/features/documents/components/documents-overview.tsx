import {
  type Document,
  type DocumentStats,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from "@meridian/contract";
import { Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocuments } from "../api/list-documents";
import { DocumentCard } from "./document-card";
import { DocumentStatsTiles } from "./document-stats-tiles";
import { DocumentViewerDialog } from "./document-viewer-dialog";
import { UploadDocumentsDialog } from "./upload-documents-dialog";

type Tab = "all" | DocumentType;

function DocumentGrid({
  documents,
  onView,
  emptyText,
}: {
  documents: Document[];
  onView: (document: Document) => void;
  emptyText: string;
}) {
  if (documents.length === 0) return <EmptyNote>{emptyText}</EmptyNote>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {documents.map((document) => (
        <li key={document.id} className="grid">
          <DocumentCard document={document} onView={onView} />
        </li>
      ))}
    </ul>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-48" />
        ))}
      </div>
    </div>
  );
}

function NoDocuments({ onUpload }: { onUpload: () => void }) {
  return (
    <div className={cardClasses("dashed", "grid justify-items-center gap-3 p-8 text-center")}>
      <h2 className="text-lg font-semibold text-foreground">No documents yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Upload your transcripts, test scores, essays, recommendations and resume; your applications tick them
        off as they arrive.
      </p>
      <Button onClick={onUpload}>
        <Upload aria-hidden="true" />
        Upload your first document
      </Button>
    </div>
  );
}

/** A tab per document type (spec part 2 §3 labels) with its count, and All. */
function DocumentTabs({
  documents,
  stats,
  tab,
  onTabChange,
  onView,
}: {
  documents: Document[];
  stats: DocumentStats;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  onView: (document: Document) => void;
}) {
  return (
    <Tabs className="min-w-0" value={tab} onValueChange={(value) => onTabChange(value as Tab)}>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabsList aria-label="Document types" className="w-max">
          <TabsTrigger value="all">All ({stats.total})</TabsTrigger>
          {documentTypes.map((type) => (
            <TabsTrigger key={type} value={type}>
              {documentTypeLabels[type]} ({stats.byType[type] ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="all">
        <DocumentGrid documents={documents} onView={onView} emptyText="No documents yet." />
      </TabsContent>
      {documentTypes.map((type) => (
        <TabsContent key={type} value={type}>
          <DocumentGrid
            documents={documents.filter((document) => document.type === type)}
            onView={onView}
            emptyText={`No ${documentTypeLabels[type]} yet. Use Upload Documents to add one.`}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

interface DocumentsOverviewProps {
  /** Opens the upload dialog with this type chosen (from ?type=). */
  initialType?: DocumentType | undefined;
  /** The application the uploads count for (from ?applicationId=). */
  applicationId?: string | undefined;
}

/** /documents (spec part 2 §2): tiles, a tab per document type with counts, the cards, upload. */
export function DocumentsOverview({ initialType, applicationId }: DocumentsOverviewProps) {
  const documents = useDocuments();
  const [tab, setTab] = useState<Tab>(initialType ?? "all");
  // A link from an application's checklist arrives to upload: the dialog is open already.
  const [uploading, setUploading] = useState(initialType !== undefined || applicationId !== undefined);
  const [viewing, setViewing] = useState<Document | null>(null);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Document Management</h1>
        <p className="mt-1 text-muted-foreground">
          Keep transcripts, test scores, essays and recommendations in one place.
        </p>
      </div>
      <Button onClick={() => setUploading(true)}>
        <Upload aria-hidden="true" />
        Upload Documents
      </Button>
    </div>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      {header}
      <QueryContent
        query={documents}
        failure="Your documents could not be loaded."
        loading={<OverviewSkeleton />}
      >
        {({ data: all, meta: { stats } }) => (
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
            <DocumentStatsTiles stats={stats} />
            {stats.total === 0 ? (
              <NoDocuments onUpload={() => setUploading(true)} />
            ) : (
              <DocumentTabs
                documents={all}
                stats={stats}
                tab={tab}
                onTabChange={setTab}
                onView={setViewing}
              />
            )}
          </div>
        )}
      </QueryContent>
      <UploadDocumentsDialog
        open={uploading}
        onOpenChange={setUploading}
        initialType={initialType}
        applicationId={applicationId}
        // From an application's checklist: one file for the one document it asks for.
        single={applicationId !== undefined && initialType !== undefined}
      />
      <DocumentViewerDialog document={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
