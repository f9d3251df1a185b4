import { type Document, documentFileEndpoints } from "@meridian/contract";
import { downloadFile, fetchDownload } from "@/lib/download-file";

/** GET /api/documents/{id}/download, saved under the file's own name. */
export function downloadDocument(document: Pick<Document, "id" | "fileName">): Promise<void> {
  return downloadFile(documentFileEndpoints.download, {
    params: { id: document.id },
    filename: document.fileName,
  });
}

/** GET /api/documents/{id}/view: the pdf or image itself, to show in the page (bearer-authorised). */
export function fetchDocumentView(id: string): Promise<Blob> {
  return fetchDownload(documentFileEndpoints.view, { params: { id } });
}
