import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, pendingFiles } from "../../db/schema/index.js";
import { pdfBytes, sha256, uploadDocument } from "../../test/documents.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { type S3ServerProcess, startS3Server } from "../../test/s3-server.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The documents path on the S3 backend (STORAGE=s3) against a real S3-compatible server process;
// documents.test.ts runs every rule on the default disk backend.
let s3: S3ServerProcess;
let t: TestApp;
let student: BrowserHeaders;
beforeAll(async () => {
  s3 = await startS3Server("meridian-documents");
  t = await createTestApp({ env: s3.env });
  student = await signIn(t.app, await createUser(t.database.db));
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await s3?.stop();
});

describe("documents on S3 storage", () => {
  it("uploads, views, downloads identical bytes and deletes the object", async () => {
    expect(t.ctx.storage.kind).toBe("s3");
    // Past one S3 multipart part (5 MB), so the upload streams in parts.
    const bytes = pdfBytes(6 * 1024 * 1024);
    const created = await uploadDocument(t.app, student, { content: bytes, filename: "transcript.pdf" });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().data;
    expect(doc).toMatchObject({ fileSize: bytes.length, sha256: sha256(bytes), mimeType: "application/pdf" });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const key = row?.storageKey ?? "";
    expect(await t.ctx.storage.stat(key)).toEqual({ size: bytes.length });

    const view = await t.app.inject({
      method: "GET",
      url: `/api/documents/${doc.id}/view`,
      headers: student,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-security-policy"]).toBe("sandbox");
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${doc.id}/download`,
      headers: student,
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/documents/${doc.id}`,
      headers: student,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(await t.database.db.select().from(pendingFiles)).toEqual([]);
  }, 60_000);

  it("refuses a renamed file before anything is stored or noted", async () => {
    const res = await uploadDocument(t.app, student, {
      filename: "page.pdf",
      content: "<html><script></script>",
    });
    expect(res.statusCode).toBe(415);
    expect(await t.database.db.select().from(pendingFiles)).toEqual([]);
  });
});
