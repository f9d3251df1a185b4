import {
  type Document,
  type DocumentStats,
  type DocumentType,
  documentTypes,
  inlineDocumentMimeTypes,
} from "@meridian/contract";
import type { DocumentRecord } from "./documents.repository.js";

/** Whether View may show a document of this stored type in the browser (pdf and images). */
export function isViewable(mimeType: string): boolean {
  return (inlineDocumentMimeTypes as readonly string[]).includes(mimeType);
}

/** The only way a document reaches the wire: never its storage key. */
export function presentDocument(row: DocumentRecord): Document {
  const verified = row.verifiedAt !== null;
  return {
    id: row.id,
    studentId: row.studentId,
    type: row.type,
    name: row.name,
    fileName: row.fileName,
    fileSize: row.sizeBytes,
    mimeType: row.mimeType,
    sha256: row.sha256,
    description: row.description,
    tags: row.tags,
    isVerified: verified,
    status: verified ? "verified" : "pending",
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    // The verifier's account may be gone since (verified_by set null): the fact stays, the name is unknown.
    verifiedBy: verified ? { id: row.verifiedBy, name: row.verifierName ?? "A former staff member" } : null,
    viewable: isViewable(row.mimeType),
    createdAt: row.createdAt.toISOString(),
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The tiles of /documents, from the student's documents. */
export function presentStats(rows: DocumentRecord[], quotaBytes: number): DocumentStats {
  const byType = Object.fromEntries(documentTypes.map((type) => [type, 0])) as Record<DocumentType, number>;
  let verified = 0;
  let storageUsedBytes = 0;
  for (const row of rows) {
    byType[row.type] += 1;
    if (row.verifiedAt !== null) verified += 1;
    storageUsedBytes += row.sizeBytes;
  }
  return {
    total: rows.length,
    verified,
    pending: rows.length - verified,
    storageUsedBytes,
    quotaBytes,
    byType,
  };
}
