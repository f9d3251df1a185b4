import type { Readable } from "node:stream";
import {
  type Document,
  type DocumentList,
  type DocumentUploadFieldsSchema,
  type documentEndpoints,
  type EndpointBody,
  formatStorageSize,
} from "@meridian/contract";
import type { z } from "zod";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { createOnce } from "../../lib/idempotency.js";
import type { UploadedFile } from "../../lib/register-upload.js";
import type { RequestContext } from "../../lib/request-context.js";
import { clearPendingFile, notePendingFile } from "../../storage/pending-files.js";
import { applicationForUpload, attachUploadedDocument } from "../applications/applications.service.js";
import { recordAudit } from "../audit/audit.repository.js";
import {
  notifyByMail,
  publishNotifications,
  storeNotification,
} from "../notifications/notifications.service.js";
import { canWorkStudent, type StudentTie } from "../students/students.policy.js";
import { studentRecordsVersion, withStudentTie, workedStudent } from "../students/students.service.js";
import { canEditDocument, canKeepDocuments, canSeeDocument, canVerifyDocument } from "./documents.policy.js";
import { isViewable, presentDocument, presentStats } from "./documents.presenter.js";
import {
  type DocumentRecord,
  deleteDocument,
  documentActivityOf,
  findDocument,
  insertDocument,
  listStudentDocuments,
  lockStudentQuota,
  storageUsedBy,
  updateDocument,
} from "./documents.repository.js";

export type DocumentUploadFields = z.output<typeof DocumentUploadFieldsSchema>;

const NOT_FOUND = { notFound: "Document" } as const;

/** The idempotency scope of uploads (lib/idempotency.ts). */
export const UPLOAD_IDEMPOTENCY_SCOPE = "documents.upload";

// A request's Content-Length counts the form around the file too: its fields (a few KB at most)
// and the multipart framing. The early quota check leaves them out so it refuses only an upload
// that is certain not to fit; the check after storing counts the file's exact size.
const FORM_OVERHEAD_BYTES = 32 * 1024;

// The functions for "my documents" (list, upload) act on the actor's own file: they check that the
// actor is a student (canKeepDocuments), and every query takes actor.userId as the owner.
// Functions that take a document id load it and pass canSeeDocument first.

/** What the student's list answer is cached under: their id and the version of their records. */
export async function documentListScope(ctx: AppContext, actor: Actor) {
  authorize(canKeepDocuments(actor), "forbidden");
  return { key: actor.userId, version: await studentRecordsVersion(ctx, actor.userId) };
}

/** The student's documents, newest first, with the tiles' figures. */
export async function listDocuments(ctx: AppContext, actor: Actor): Promise<DocumentList> {
  authorize(canKeepDocuments(actor), "forbidden");
  const rows = await listStudentDocuments(ctx.db, actor.userId);
  return {
    data: rows.map(presentDocument),
    meta: { total: rows.length, stats: presentStats(rows, ctx.config.studentStorageQuotaBytes) },
  };
}

/**
 * A student's documents, newest first, for staff who work the student (spec part 2 §2, the
 * profile screen's Documents section); the student is named by profile id.
 */
export async function listDocumentsOfStudent(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
): Promise<Document[]> {
  const student = await workedStudent(ctx, actor, profileId);
  const rows = await listStudentDocuments(ctx.db, student.studentId);
  return rows.map(presentDocument);
}

/** One document the actor reaches; another student's answers exactly like an unknown id. */
async function loadVisible(ctx: AppContext, actor: Actor, id: string): Promise<DocumentRecord & StudentTie> {
  const row = await withStudentTie(ctx, actor, await findDocument(ctx.db, id));
  authorize(row !== undefined && canSeeDocument(actor, row), NOT_FOUND);
  return row;
}

export async function getDocument(ctx: AppContext, actor: Actor, id: string): Promise<Document> {
  return presentDocument(await loadVisible(ctx, actor, id));
}

function quotaExceeded(used: number, needed: number, quota: number): AppError {
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    `Your documents use ${formatStorageSize(used)} of ${formatStorageSize(quota)}; this file needs ${formatStorageSize(needed)} more. Delete documents you no longer need, then upload it again.`,
    { field: "file", details: { usedBytes: used, quotaBytes: quota, neededBytes: needed } },
  );
}

/**
 * Checks an upload before a byte of its file is read: the application it names must be the
 * student's own (another student's answers 404, nothing stored), and a declared length that
 * cannot fit in the quota is refused at once.
 */
export async function checkUpload(
  ctx: AppContext,
  actor: Actor,
  fields: DocumentUploadFields,
  contentLength: number | undefined,
): Promise<void> {
  authorize(canKeepDocuments(actor), "forbidden");
  if (fields.applicationId) {
    await applicationForUpload(ctx, actor, fields.applicationId);
  }
  if (contentLength === undefined) return;
  const quota = ctx.config.studentStorageQuotaBytes;
  const used = await storageUsedBy(ctx.db, actor.userId);
  const fileBytes = Math.max(0, contentLength - FORM_OVERHEAD_BYTES);
  if (used + fileBytes > quota) throw quotaExceeded(used, fileBytes, quota);
}

/** Notes an upload's key before its bytes are stored, so a crash leaves the sweeper a trace. */
export async function reserveUploadKey(ctx: AppContext, key: string): Promise<void> {
  await notePendingFile(ctx.db, key, "upload");
}

/** Drops the note of an upload whose file was deleted again. */
export async function releaseUploadKey(ctx: AppContext, key: string): Promise<void> {
  await clearPendingFile(ctx.db, key);
}

/** Control characters and path separators have no place in a name shown or saved. */
function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]/g, "_").trim();
  return cleaned.slice(0, 255) || "document";
}

/**
 * Records a stored file as the student's document. In one transaction, under the student's
 * quota lock: the exact quota check, the row, the end of the upload's pending note, and the link
 * to the application's checklist item of the same type when that item is on its checklist. With
 * an Idempotency-Key seen before, the first document is answered and the new bytes are deleted.
 */
export async function createDocument(
  ctx: AppContext,
  actor: Actor,
  input: { fields: DocumentUploadFields; file: UploadedFile; idempotencyKey: string | undefined },
): Promise<{ document: Document; replayed: boolean }> {
  authorize(canKeepDocuments(actor), "forbidden");
  const { fields, file } = input;
  const studentId = actor.userId;
  const quota = ctx.config.studentStorageQuotaBytes;
  const scope = input.idempotencyKey
    ? { userId: studentId, scope: UPLOAD_IDEMPOTENCY_SCOPE, key: input.idempotencyKey }
    : undefined;
  const fileName = cleanFileName(file.filename);
  const { result, replayed } = await createOnce(
    ctx.db,
    scope,
    async (tx) => {
      await lockStudentQuota(tx, studentId);
      const used = await storageUsedBy(tx, studentId);
      if (used + file.size > quota) throw quotaExceeded(used, file.size, quota);
      const now = ctx.now();
      const row = await insertDocument(tx, {
        studentId,
        type: fields.type,
        name: fields.name ?? fileName.slice(0, 200),
        fileName,
        storageKey: file.key,
        sizeBytes: file.size,
        mimeType: file.contentType,
        sha256: file.sha256,
        description: fields.description || null,
        tags: fields.tags,
        createdAt: now,
        updatedAt: now,
      });
      // The note must still be there: if the sweeper took it (an upload slower than its grace
      // period), the bytes are being deleted and the row must not point at them.
      if (!(await clearPendingFile(tx, file.key))) {
        throw new AppError("CONFLICT", "The upload took too long to finish. Please upload the file again.");
      }
      if (fields.applicationId) {
        await attachUploadedDocument(
          tx,
          actor,
          fields.applicationId,
          { id: row.id, studentId, type: fields.type },
          now,
        );
      }
      return { id: row.id };
    },
    async (id) => ({ id }),
  );
  if (replayed) {
    // The retry's own bytes are not kept. Should this fail, the pending note stays and the
    // sweeper deletes them.
    await ctx.storage
      .delete(file.key)
      .then(() => clearPendingFile(ctx.db, file.key))
      .catch(() => {});
  }
  const row = await findDocument(ctx.db, result.id);
  // A replay of a document deleted since answers like any gone document.
  authorize(row !== undefined && canEditDocument(actor, row), NOT_FOUND);
  return { document: presentDocument(row), replayed };
}

export async function editDocument(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: EndpointBody<typeof documentEndpoints.update>,
): Promise<Document> {
  const row = await loadVisible(ctx, actor, id);
  authorize(canEditDocument(actor, row), NOT_FOUND);
  const set = {
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
  };
  if (Object.keys(set).length > 0) {
    authorize(await updateDocument(ctx.db, id, { ...set, updatedAt: ctx.now() }), NOT_FOUND);
  }
  return getDocument(ctx, actor, id);
}

/**
 * Deletes a document: its row and a pending note of its key in one transaction, then the object,
 * then the note. A crash after the commit leaves the note, and the sweeper deletes the object:
 * no row ever points at a missing object, and no object outlives its row for long.
 */
export async function removeDocument(ctx: AppContext, actor: Actor, id: string): Promise<{ id: string }> {
  const row = await loadVisible(ctx, actor, id);
  authorize(canEditDocument(actor, row), NOT_FOUND);
  const key = await ctx.db.transaction(async (tx) => {
    const deleted = await deleteDocument(tx, id);
    if (deleted) await notePendingFile(tx, deleted, "delete");
    return deleted;
  });
  authorize(key !== undefined, NOT_FOUND);
  try {
    await ctx.storage.delete(key);
    await clearPendingFile(ctx.db, key);
  } catch {
    // The document is gone for the student already; its note stays and the sweeper deletes the object.
  }
  return { id };
}

/**
 * Marks a document verified (or back to pending) and tells the student. Staff who work the
 * student only: the student themself is refused with 403 on their own document (they see it, so
 * a 404 would be a lie), and anyone else gets the 404 of an unknown id.
 */
export async function setVerification(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
  input: EndpointBody<typeof documentEndpoints.setVerification>,
): Promise<Document> {
  const row = await loadVisible(ctx, caller.actor, id);
  authorize(canVerifyDocument(caller.actor, row), "forbidden");
  if (input.isVerified === (row.verifiedAt !== null)) return presentDocument(row);
  const now = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await updateDocument(tx, id, {
      verifiedAt: input.isVerified ? now : null,
      verifiedBy: input.isVerified ? caller.actor.userId : null,
      updatedAt: now,
    });
    if (!updated) return { updated, told: null };
    await recordAudit(tx, caller, input.isVerified ? "document.verified" : "document.unverified", {
      subjectId: id,
    });
    await notifyByMail(ctx, tx, row.studentId, "document", {
      kind: "document_reviewed",
      data: { documentName: row.name, verified: input.isVerified, reason: null, path: "/documents" },
    });
    const told = await storeNotification(
      tx,
      row.studentId,
      {
        type: "document",
        title: input.isVerified ? "Document verified" : "Document back in review",
        message: input.isVerified
          ? `Your document "${row.name}" was verified.`
          : `Your document "${row.name}" is pending review again.`,
      },
      now,
    );
    return { updated, told };
  });
  authorize(changed.updated, NOT_FOUND);
  await publishNotifications(ctx, [changed.told]);
  return getDocument(ctx, caller.actor, id);
}

/** A document's bytes, opened for View or Download. */
export interface OpenedDocument {
  fileName: string;
  mimeType: string;
  size: number;
  stream: Readable;
}

/**
 * Opens a document's file for the actor and writes the audit event of the view or download
 * (who, which document, when; never its content). View shows only pdf and images.
 */
export async function openDocumentFile(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
  mode: "view" | "download",
): Promise<OpenedDocument> {
  const row = await loadVisible(ctx, caller.actor, id);
  if (mode === "view" && !isViewable(row.mimeType)) {
    throw new AppError("CONFLICT", "This document cannot be shown in the browser: download it instead.", {
      hint: "download",
    });
  }
  const file = await ctx.storage.get(row.storageKey);
  const stream = file.stream as Readable;
  try {
    await recordAudit(ctx.db, caller, mode === "view" ? "document.viewed" : "document.downloaded", {
      subjectId: row.id,
    });
  } catch (err) {
    stream.destroy();
    throw err;
  }
  return { fileName: cleanFileName(row.fileName), mimeType: row.mimeType, size: file.size, stream };
}

/** Per student the actor works: when one of their documents last changed (absent: none yet). */
export async function documentActivityOfStudents(
  ctx: AppContext,
  actor: Actor,
  students: readonly StudentTie[],
): Promise<Map<string, Date>> {
  authorize(
    students.every((student) => canWorkStudent(actor, student)),
    "forbidden",
  );
  const rows = await documentActivityOf(
    ctx.db,
    students.map((s) => s.studentId),
  );
  return new Map(rows.flatMap((r) => (r.lastChangedAt ? [[r.studentId, r.lastChangedAt] as const] : [])));
}
