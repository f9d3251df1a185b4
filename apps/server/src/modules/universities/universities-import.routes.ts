import { accessRules, universityExportEndpoints, universityImportEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerDownload } from "../../lib/register-download.js";
import { registerUpload } from "../../lib/register-upload.js";
import { requestContextOf } from "../../lib/request-context.js";
import { commitImport, exportCatalogueCsv, previewImport } from "./universities.import.js";

/** Bulk import (preview, then commit) and CSV export of the catalogue, for admins. */
export function registerUniversityImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The file waits in storage under "imports/" only while the import reads it.
  const upload = { access: accessRules.admin, storage: ctx.storage, keyPrefix: "imports" };

  registerUpload(app, universityImportEndpoints.preview, upload, ({ request, file }) =>
    previewImport(ctx, actorOf(request), file.key),
  );

  registerUpload(app, universityImportEndpoints.commit, upload, ({ request, file }) =>
    commitImport(ctx, requestContextOf(request), file.key),
  );

  registerDownload(
    app,
    universityExportEndpoints.csv,
    { access: accessRules.admin },
    async ({ request }) => ({
      filename: `meridian-universities-${ctx.now().toISOString().slice(0, 10)}.csv`,
      body: await exportCatalogueCsv(ctx, actorOf(request)),
    }),
  );
}
