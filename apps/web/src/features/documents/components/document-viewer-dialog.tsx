import type { Document } from "@meridian/contract";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { LoadFailure } from "@/components/ui/panel-states";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { fetchDocumentView } from "../api/document-files";

type ViewState = { kind: "loading" } | { kind: "ready"; url: string } | { kind: "failed"; message: string };

/**
 * Fetches a document's file with the bearer token (a plain link or iframe could not send it) and
 * keeps it as an object URL while shown; revoked when the viewer closes or shows another one.
 */
function useDocumentFile(id: string): ViewState {
  const [state, setState] = useState<ViewState>({ kind: "loading" });
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    setState({ kind: "loading" });
    fetchDocumentView(id).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ kind: "ready", url });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({
          kind: "failed",
          message: isApiError(error) ? error.message : "The document could not be opened.",
        });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}

/** The file of one document, fetched when shown; a retry remounts it (a new `key`). */
function DocumentFile({ document, onRetry }: { document: Document; onRetry: () => void }) {
  const state = useDocumentFile(document.id);
  if (state.kind === "loading") {
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Opening the document" />
        Opening the document...
      </div>
    );
  }
  if (state.kind === "failed") return <LoadFailure message={state.message} onRetry={onRetry} />;
  return (
    <div className="grid gap-3">
      {document.mimeType.startsWith("image/") ? (
        <img
          src={state.url}
          alt={document.name}
          className="max-h-[70dvh] w-full rounded-lg border border-border object-contain"
        />
      ) : (
        // The page's Content-Security-Policy embeds no plugin content (object-src 'none'), so a
        // PDF is shown by the browser's own viewer in a tab of its own.
        <p className="text-sm text-muted-foreground">The PDF is ready. It opens in a new tab.</p>
      )}
      <a
        href={state.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open in a new tab
      </a>
    </div>
  );
}

/** View: a pdf or image document shown in the page, with a link that opens it in a new tab. */
export function DocumentViewerDialog({
  document,
  onClose,
}: {
  /** The document to show; null closes the viewer. */
  document: Document | null;
  onClose: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {document ? (
        <DialogContent title={document.name} description={document.fileName} className="sm:max-w-3xl">
          <DocumentFile
            key={`${document.id}:${attempt}`}
            document={document}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
