import { type Document, type DocumentUploadFieldsSchema, documentEndpoints } from "@meridian/contract";
import type { z } from "zod";
import { type ProgressListener, uploadFile } from "@/lib/upload-file";

export const documentUpload = documentEndpoints.upload.upload;

/** The text fields of one upload, as the contract reads them (tags comma-separated). */
export type DocumentUploadFields = z.input<typeof DocumentUploadFieldsSchema>;

interface UploadDocumentOptions {
  file: File;
  fields: DocumentUploadFields;
  /** The same key for every attempt at this file, so a retry after a lost answer stores it once. */
  idempotencyKey: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

/** POST /api/documents: one file with its fields (sent before it), one request per file. */
export function uploadDocument({
  file,
  fields,
  idempotencyKey,
  onProgress,
  signal,
}: UploadDocumentOptions): Promise<Document> {
  return uploadFile(documentEndpoints.upload, {
    file,
    fields,
    headers: { "Idempotency-Key": idempotencyKey },
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
