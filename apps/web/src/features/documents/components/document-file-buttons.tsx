import type { Document } from "@meridian/contract";
import { Download, Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { downloadDocument } from "../api/document-files";

/**
 * A document's file actions, wherever the document is shown (the student's cards, the staff's
 * table): View for what the browser may show (pdf and images), and Download.
 */
export function DocumentFileButtons({
  document,
  onView,
}: {
  document: Document;
  onView: (document: Document) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadDocument(document);
    } catch (error) {
      showMutationErrorToast(error);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      {document.viewable ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`View ${document.name}`}
          onClick={() => onView(document)}
        >
          <Eye aria-hidden="true" />
          View
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        aria-label={`Download ${document.name}`}
        pending={downloading}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        {downloading ? "Downloading..." : "Download"}
      </Button>
    </>
  );
}
