import { z } from "zod";
import { defineDownloadEndpoint } from "./common/download.js";
import { defineEndpoint, type EndpointAnswer } from "./common/endpoint.js";
import { idParams, recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { defineUploadEndpoint, fileTypes } from "./common/upload.js";
import { uploadLimits } from "./constants.js";
import { StudentProfileIdParamsSchema } from "./students.js";

/** Document types with their labels (spec part 2 §3). */
export const documentTypes = [
  "transcript",
  "test_score",
  "essay",
  "recommendation",
  "resume",
  "certificate",
  "other",
] as const;
export const DocumentTypeSchema = z.enum(documentTypes, "Choose a document type");
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const documentTypeLabels: Record<DocumentType, string> = {
  transcript: "Academic Transcripts",
  test_score: "Test Scores",
  essay: "Essays & Letters",
  recommendation: "Recommendations",
  resume: "Resume/CV",
  certificate: "Certificates",
  other: "Other Documents",
};

export const documentLimits = {
  nameMax: 200,
  descriptionMax: 1000,
  tagsMax: 10,
  tagMax: 40,
  /** The default per-student quota; the server's STUDENT_STORAGE_QUOTA_MB changes it. */
  defaultQuotaBytes: 200 * 1024 * 1024,
} as const;

/**
 * "512 Bytes", "1.50 MB", "2.00 GB": a stored size as spec part 2 §9 shows it (1 KB = 1024 bytes),
 * in the server's messages and on the web's cards and tiles alike. The unit is chosen after
 * rounding, so 1,048,575 bytes read "1.00 MB", not "1024.00 KB"; past 1024 GB it stays in GB.
 */
export function formatStorageSize(bytes: number): string {
  const units = ["KB", "MB", "GB"] as const;
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes) || 0)} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (Number(value.toFixed(2)) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** The kinds of file a document may be (spec part 2 §5: pdf, doc, docx, jpg, jpeg, png). */
export const documentFileTypes = [
  fileTypes.pdf,
  fileTypes.doc,
  fileTypes.docx,
  fileTypes.jpeg,
  fileTypes.png,
] as const;

/** Types a browser may show inline (View); every other one is only downloaded. */
export const inlineDocumentMimeTypes = [fileTypes.pdf.mime, fileTypes.png.mime, fileTypes.jpeg.mime] as const;

const TagsSchema = z
  .array(text().trim().min(1).max(documentLimits.tagMax))
  .max(documentLimits.tagsMax, `At most ${documentLimits.tagsMax} tags`);

/** The form fields sent with each file, before it (one request per file, spec part 2 §7). */
export const DocumentUploadFieldsSchema = z.object({
  type: DocumentTypeSchema,
  /** Shown name; the file's own name when left out. */
  name: text().trim().min(1).max(documentLimits.nameMax).optional(),
  description: text({ multiline: true }).trim().max(documentLimits.descriptionMax).optional(),
  /** Comma-separated in the form. */
  tags: text()
    .max(documentLimits.tagsMax * (documentLimits.tagMax + 1))
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(TagsSchema),
  /** Counts the new document for this application's checklist item of the same type. */
  applicationId: recordId("application").optional(),
});

export const DocumentUpdateSchema = z.object({
  type: DocumentTypeSchema.optional(),
  name: text().trim().min(1, "Name is required").max(documentLimits.nameMax).optional(),
  description: text({ multiline: true }).trim().max(documentLimits.descriptionMax).nullable().optional(),
  tags: TagsSchema.optional(),
});

export const VerificationInputSchema = z.object({ isVerified: z.boolean() });

export const DocumentSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  type: DocumentTypeSchema,
  name: z.string(),
  /** The name the file had on the student's machine (display only). */
  fileName: z.string(),
  fileSize: z.number().int(),
  /** The type its bytes were recognised as, not what the browser declared. */
  mimeType: z.string(),
  sha256: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  isVerified: z.boolean(),
  status: z.enum(["verified", "pending"]),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  /** Whether View can show it in the browser (pdf and images). */
  viewable: z.boolean(),
  createdAt: z.string(),
  uploadedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const DocumentStatsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pending: z.number().int(),
  storageUsedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  byType: z.record(DocumentTypeSchema, z.number().int()),
});
export type DocumentStats = z.infer<typeof DocumentStatsSchema>;

/** Beside the list of the caller's documents: their tile figures and storage use. */
export const DocumentListMetaSchema = z.object({
  total: z.number().int(),
  stats: DocumentStatsSchema,
});

const IdParams = idParams("document");

export const documentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/documents",
    summary: "The caller's documents, newest first, with the tile figures",
    tags: ["documents"],
    response: z.array(DocumentSchema),
    meta: DocumentListMetaSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/documents/{id}",
    summary: "One document's record (never its storage key)",
    tags: ["documents"],
    params: IdParams,
    response: DocumentSchema,
  }),
  upload: defineUploadEndpoint({
    method: "POST",
    path: "/api/documents",
    summary:
      "Upload one document: the fields, then the file (an Idempotency-Key header makes a retry return the first result)",
    tags: ["documents"],
    upload: {
      field: "file",
      maxBytes: uploadLimits.maxFileBytes,
      accept: documentFileTypes,
      matchExtension: true,
      fields: DocumentUploadFieldsSchema,
    },
    response: DocumentSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/documents/{id}",
    summary: "Rename, retype or describe a document",
    tags: ["documents"],
    params: IdParams,
    body: DocumentUpdateSchema,
    response: DocumentSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/documents/{id}",
    summary: "Delete a document: its record, then its file",
    tags: ["documents"],
    params: IdParams,
    response: z.object({ id: z.uuid() }),
  }),
  listForStudent: defineEndpoint({
    method: "GET",
    path: "/api/students/documents/{studentId}",
    summary: "A student's documents, newest first, for the staff who work the student (the profile id)",
    tags: ["documents"],
    params: StudentProfileIdParamsSchema,
    response: z.array(DocumentSchema),
  }),
  setVerification: defineEndpoint({
    method: "PUT",
    path: "/api/documents/{id}/verification",
    summary: "Mark a document verified or pending (the student's counselor or an admin)",
    tags: ["documents"],
    params: IdParams,
    body: VerificationInputSchema,
    response: DocumentSchema,
  }),
} as const;

/** The caller's documents and, in `meta`, their tile figures. */
export type DocumentList = EndpointAnswer<typeof documentEndpoints.list>;

/** The file itself: View (inline, pdf and images only) and Download (always an attachment). */
export const documentFileEndpoints = {
  view: defineDownloadEndpoint({
    method: "GET",
    path: "/api/documents/{id}/view",
    summary: "Show a pdf or image document in the browser, sandboxed",
    tags: ["documents"],
    params: IdParams,
    download: { contentType: "application/octet-stream" },
  }),
  download: defineDownloadEndpoint({
    method: "GET",
    path: "/api/documents/{id}/download",
    summary: "Download a document as an attachment",
    tags: ["documents"],
    params: IdParams,
    download: { contentType: "application/octet-stream" },
  }),
} as const;
