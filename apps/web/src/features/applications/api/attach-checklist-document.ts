import { applicationEndpoints, type DocumentType } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";
import { useApplicationMutation } from "./save-application";

interface AttachInput {
  id: string;
  item: DocumentType;
  /** null detaches: the item falls back to a document matched by type. */
  documentId: string | null;
}

/** PUT /api/applications/{id}/checklist/{item}. */
export function attachChecklistDocument({ id, item, documentId }: AttachInput) {
  return callEndpoint(applicationEndpoints.attachDocument, { params: { id, item }, body: { documentId } });
}

/** Counts one of the student's documents for a checklist item; failures are shown by the dialog that asked. */
export function useAttachChecklistDocument() {
  return useApplicationMutation(attachChecklistDocument);
}
