import { accessRules, documentEndpoints, documentFileEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { idempotencyKeyOf } from "../../lib/idempotency.js";
import { registerDownload } from "../../lib/register-download.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { registerUpload } from "../../lib/register-upload.js";
import { requestContextOf } from "../../lib/request-context.js";
import { metadataStripperFor } from "../../lib/strip-image-metadata.js";
import {
  checkUpload,
  createDocument,
  documentListScope,
  editDocument,
  getDocument,
  listDocuments,
  listDocumentsOfStudent,
  openDocumentFile,
  releaseUploadKey,
  removeDocument,
  reserveUploadKey,
  setVerification,
} from "./documents.service.js";

/**
 * A student's documents and their files (decision 032). Listing, uploading, editing and deleting
 * are the student's own; reading one record or its file and verifying it reach staff too, through
 * the record's policy (students.policy), so those routes let every signed-in user through to it.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const student = { access: accessRules.customer };
  const byRecord = { access: accessRules.signedIn };

  registerEndpoint(
    app,
    documentEndpoints.list,
    { ...student, cache: ({ request }) => documentListScope(ctx, actorOf(request)) },
    ({ request }) => listDocuments(ctx, actorOf(request)),
  );
  registerEndpoint(
    app,
    documentEndpoints.listForStudent,
    { access: accessRules.staff },
    ({ request, params }) => listDocumentsOfStudent(ctx, actorOf(request), params.studentId),
  );
  registerEndpoint(app, documentEndpoints.get, byRecord, ({ request, params }) =>
    getDocument(ctx, actorOf(request), params.id),
  );
  registerEndpoint(app, documentEndpoints.update, student, ({ request, params, body }) =>
    editDocument(ctx, actorOf(request), params.id, body),
  );
  registerEndpoint(app, documentEndpoints.remove, student, ({ request, params }) =>
    removeDocument(ctx, actorOf(request), params.id),
  );
  registerEndpoint(app, documentEndpoints.setVerification, byRecord, ({ request, params, body }) =>
    setVerification(ctx, requestContextOf(request), params.id, body),
  );

  registerUpload(
    app,
    documentEndpoints.upload,
    {
      ...student,
      storage: ctx.storage,
      keyPrefix: "documents",
      // Before a byte is read: a malformed Idempotency-Key, another student's application and a
      // file that cannot fit in the quota are refused.
      authorize: async ({ request, fields, contentLength }) => {
        idempotencyKeyOf(request);
        await checkUpload(ctx, actorOf(request), fields, contentLength);
      },
      reservation: {
        reserve: (key) => reserveUploadKey(ctx, key),
        release: (key) => releaseUploadKey(ctx, key),
      },
      // A photo of a passport or a transcript must not carry where and on what it was taken.
      rewrite: metadataStripperFor,
    },
    async ({ request, reply, fields, file }) => {
      const { document, replayed } = await createDocument(ctx, actorOf(request), {
        fields,
        file,
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (replayed) reply.header("idempotent-replayed", "true");
      return withEnvelope(document, { status: replayed ? 200 : 201 });
    },
  );

  registerDownload(app, documentFileEndpoints.view, byRecord, async ({ request, params }) => {
    const file = await openDocumentFile(ctx, requestContextOf(request), params.id, "view");
    return {
      filename: file.fileName,
      contentType: file.mimeType,
      size: file.size,
      body: file.stream,
      inline: true,
    };
  });
  registerDownload(app, documentFileEndpoints.download, byRecord, async ({ request, params }) => {
    const file = await openDocumentFile(ctx, requestContextOf(request), params.id, "download");
    return { filename: file.fileName, contentType: file.mimeType, size: file.size, body: file.stream };
  });
}
