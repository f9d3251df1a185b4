import {
  type ImportPreview,
  type ImportResultSchema,
  ImportRowErrorSchema,
  universityImportEndpoints,
} from "@meridian/contract";
import { z } from "zod";
import { isApiError } from "@/lib/api-client";
import { type ProgressListener, uploadFile } from "@/lib/upload-file";

export type ImportResult = z.infer<typeof ImportResultSchema>;
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** The file an import takes: field, 25 MB limit and CSV/XLSX types, from the contract. */
export const importUpload = universityImportEndpoints.preview.upload;

/** POST the file to the preview endpoint: counts and per-row errors, nothing written. */
export function previewImport(file: File, onProgress: ProgressListener): Promise<ImportPreview> {
  return uploadFile(universityImportEndpoints.preview, { file, onProgress });
}

/** POST the file to the import endpoint: upserts every row in one transaction. */
export function commitImport(file: File, onProgress: ProgressListener): Promise<ImportResult> {
  return uploadFile(universityImportEndpoints.commit, { file, onProgress });
}

const RowErrorsDetailsSchema = z.object({ errors: z.array(ImportRowErrorSchema) });

/** The per-row errors a refused import carries in error.details.errors, if any. */
export function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!isApiError(error)) return [];
  const parsed = RowErrorsDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.errors : [];
}
