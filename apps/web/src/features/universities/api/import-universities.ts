import {
  type ImportPreview,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportRowErrorSchema,
  universityImportLimits,
  universityImportPaths,
} from "@meridian/contract";
import { z } from "zod";
import { isApiError } from "@/lib/api-client";
import { type ProgressListener, uploadCatalogueFile } from "./upload-catalogue-file";

export type ImportResult = z.infer<typeof ImportResultSchema>;
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

// Checked here first so a huge file is refused before it is uploaded; the server enforces it too.
export const IMPORT_MAX_BYTES = universityImportLimits.maxBytes;
export const IMPORT_ACCEPT =
  ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** POST the file to the preview endpoint: counts and per-row errors, nothing written. */
export function previewImport(file: File, onProgress: ProgressListener): Promise<ImportPreview> {
  return uploadCatalogueFile(universityImportPaths.preview, file, ImportPreviewSchema, onProgress);
}

/** POST the file to the import endpoint: upserts every row in one transaction. */
export function commitImport(file: File, onProgress: ProgressListener): Promise<ImportResult> {
  return uploadCatalogueFile(universityImportPaths.commit, file, ImportResultSchema, onProgress);
}

const RowErrorsDetailsSchema = z.object({ errors: z.array(ImportRowErrorSchema) });

/** The per-row errors a refused import carries in error.details.errors, if any. */
export function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!isApiError(error)) return [];
  const parsed = RowErrorsDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.errors : [];
}
