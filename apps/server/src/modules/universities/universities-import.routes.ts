import multipart from "@fastify/multipart";
import {
  ImportPreviewSchema,
  ImportResultSchema,
  successEnvelope,
  universityImportLimits,
  universityImportPaths,
} from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { adminOnly } from "../../plugins/access.js";
import { originOf, requireAuth } from "../../plugins/auth-session.js";
import { commitImport, exportCatalogueCsv, previewImport } from "./universities.import.js";

const IMPORT_MAX_BYTES = universityImportLimits.maxBytes;

/** The uploaded file of a multipart request (field "file"), read into memory within the limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError("VALIDATION_ERROR", "Choose a CSV or XLSX file to import", { field: "file" });
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", "The file is larger than 25 MB");
  if (bytes.length === 0) throw new AppError("VALIDATION_ERROR", "The file is empty", { field: "file" });
  return bytes;
}

/** Bulk import (preview, then commit) and CSV export of the catalogue, for admins. */
export async function registerUniversityImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const docs = (summary: string) => ({
      summary,
      tags: ["universities"],
      consumes: ["multipart/form-data"],
    });

    typed.post(
      universityImportPaths.preview,
      {
        config: { access: adminOnly },
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          ...docs("Check a CSV/XLSX import: counts and per-row errors; writes nothing"),
          response: { 200: successEnvelope(ImportPreviewSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await previewImport(ctx, await uploadedFile(request)),
      }),
    );

    typed.post(
      universityImportPaths.commit,
      {
        config: { access: adminOnly },
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        schema: {
          ...docs("Import a CSV/XLSX file in one transaction (upsert by key)"),
          response: { 200: successEnvelope(ImportResultSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await commitImport(ctx, requireAuth(request), await uploadedFile(request), originOf(request)),
      }),
    );

    typed.get(
      universityImportPaths.export,
      { config: { access: adminOnly }, schema: { summary: "The catalogue as CSV", tags: ["universities"] } },
      async (_request, reply) => {
        const csv = await exportCatalogueCsv(ctx);
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="meridian-universities-${date}.csv"`)
          .send(csv);
      },
    );
  });
}
