import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { uploadLimits } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema/index.js";
import {
  applicationDocuments,
  auditEvents,
  documents,
  notifications,
  pendingFiles,
} from "../../db/schema/index.js";
import type { DiskFileStorage } from "../../storage/disk-storage.js";
import { newFileKey } from "../../storage/file-storage.js";
import {
  PARTIAL_FILE_MAX_IDLE_MS,
  sweepAbandonedPartials,
  sweepPendingFiles,
  UPLOAD_GRACE_MS,
} from "../../storage/sweeper.js";
import {
  documentForm,
  insertApplication,
  PNG_BYTES,
  pdfBytes,
  sha256,
  uploadDocument,
} from "../../test/documents.js";
import { createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { CAMERA_MAKE, jpegWithGps, pngWithGps } from "../../test/photo-with-gps.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { checkUpload, listDocuments } from "./documents.service.js";

const MB = 1024 * 1024;

let t: TestApp;
let admin: BrowserHeaders;
let counselor: BrowserHeaders;
beforeAll(async () => {
  // A 12 MB quota: room for one file at the 10 MB limit, and a quota a test can fill.
  t = await createTestApp({ env: { STUDENT_STORAGE_QUOTA_MB: "12" } });
  admin = await signInStaff(t, "admin");
  counselor = await signInStaff(t, "counselor");
});
afterAll(() => t.app.close());

/** A new student, signed in. */
async function newStudent(): Promise<{ user: UserRow; headers: BrowserHeaders }> {
  const user = await createUser(t.database.db);
  return { user, headers: await signIn(t.app, user) };
}

/** The objects stored under documents/ on disk. */
function storedObjects(): string[] {
  const root = join((t.ctx.storage as DiskFileStorage).root, "documents");
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function rowsOf(studentId: string) {
  return t.database.db.select().from(documents).where(eq(documents.studentId, studentId));
}

async function pendingNotes() {
  return t.database.db.select().from(pendingFiles);
}

async function uploaded(headers: BrowserHeaders, input: Parameters<typeof uploadDocument>[2] = {}) {
  const res = await uploadDocument(t.app, headers, input);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; sha256: string; fileSize: number };
}

const get = (headers: BrowserHeaders, url: string) => t.app.inject({ method: "GET", url, headers });

const verify = (headers: BrowserHeaders, documentId: string, isVerified: boolean) =>
  t.app.inject({
    method: "PUT",
    url: `/api/documents/${documentId}/verification`,
    headers,
    payload: { isVerified },
  });

describe("upload", () => {
  it("stores a PDF with its fields, sniffed type, size and SHA-256, and lists it with the tiles", async () => {
    const { user, headers } = await newStudent();
    const bytes = pdfBytes(5000);
    const res = await uploadDocument(t.app, headers, {
      type: "essay",
      description: "Why engineering",
      tags: "draft, personal ,",
      filename: "Motivation letter.pdf",
      content: bytes,
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      studentId: user.id,
      type: "essay",
      name: "Motivation letter.pdf",
      fileName: "Motivation letter.pdf",
      fileSize: bytes.length,
      mimeType: "application/pdf",
      sha256: sha256(bytes),
      description: "Why engineering",
      tags: ["draft", "personal"],
      isVerified: false,
      status: "pending",
      verifiedBy: null,
      viewable: true,
    });
    expect(JSON.stringify(doc)).not.toContain("documents/");

    await uploaded(headers, { type: "transcript", name: "Grades", filename: "g.png", content: PNG_BYTES });
    const list = await get(headers, "/api/documents");
    expect(list.statusCode).toBe(200);
    const { data: listed, meta } = list.json();
    const { stats } = meta;
    expect(meta.total).toBe(2);
    expect(listed.map((d: { name: string }) => d.name)).toEqual(["Grades", "Motivation letter.pdf"]);
    expect(stats).toEqual({
      total: 2,
      verified: 0,
      pending: 2,
      storageUsedBytes: bytes.length + PNG_BYTES.length,
      quotaBytes: 12 * MB,
      byType: {
        transcript: 1,
        test_score: 0,
        essay: 1,
        recommendation: 0,
        resume: 0,
        certificate: 0,
        other: 0,
      },
    });
    expect(await pendingNotes()).toEqual([]);
  });

  it("accepts doc, docx and jpeg files whose bytes are what their names say", async () => {
    const { headers } = await newStudent();
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(100),
    ]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    for (const [filename, content, mime, viewable] of [
      ["cv.doc", ole, "application/msword", false],
      ["cv.docx", zip, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", false],
      ["photo.JPG", jpeg, "image/jpeg", true],
      ["photo.jpeg", jpeg, "image/jpeg", true],
    ] as const) {
      const res = await uploadDocument(t.app, headers, { type: "resume", filename, content });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ mimeType: mime, viewable });
    }
  });

  it("refuses renamed and foreign files with 415, storing nothing", async () => {
    const { user, headers } = await newStudent();
    const before = storedObjects().length;
    const cases: [string, Buffer | string, string][] = [
      [
        "cv.pdf",
        "<!DOCTYPE html><html><script>alert(document.cookie)</script></html>",
        'the contents of "cv.pdf"',
      ],
      [
        "logo.png",
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        'the contents of "logo.png"',
      ],
      ["scan.pdf", PNG_BYTES, 'the contents of "scan.pdf"'],
      ["setup.exe", Buffer.from("MZ\x90\x00"), 'File type ".exe" is not supported.'],
      ["page.html", "<html></html>", 'File type ".html" is not supported.'],
      ["image.svg", "<svg/>", 'File type ".svg" is not supported.'],
    ];
    for (const [filename, content, message] of cases) {
      const res = await uploadDocument(t.app, headers, { filename, content });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(res.json().error.message).toContain(message);
    }
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect(await pendingNotes()).toEqual([]);
  });

  it("validates the fields before the file: 422 naming the field, nothing stored", async () => {
    const { user, headers } = await newStudent();
    const before = storedObjects().length;
    const noType = documentForm({});
    // documentForm always sends a type; build one without.
    const withoutType = Buffer.from(
      noType.payload
        .toString("latin1")
        .replace(/--[^\r]+\r\nContent-Disposition: form-data; name="type"\r\n\r\ntranscript\r\n/, ""),
      "latin1",
    );
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...headers, ...noType.headers },
      payload: withoutType,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "type",
      message: "Choose a document type",
    });

    const cases: [Parameters<typeof uploadDocument>[2], string][] = [
      [{ type: "passport" }, "type"],
      [{ name: "x".repeat(201) }, "name"],
      [{ description: "x".repeat(1001) }, "description"],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }, "tags"],
      [{ applicationId: "not-a-uuid" }, "applicationId"],
    ];
    for (const [input, field] of cases) {
      const res = await uploadDocument(t.app, headers, input);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
  });

  it("takes a file of exactly 10 MB and refuses one byte more with 413", async () => {
    const { user, headers } = await newStudent();
    const exact = pdfBytes(uploadLimits.maxFileBytes - 9);
    expect(exact.length).toBe(10 * MB);
    const ok = await uploadDocument(t.app, headers, { content: exact });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.sha256).toBe(sha256(exact));

    const other = await newStudent();
    const before = storedObjects().length;
    const big = await uploadDocument(t.app, other.headers, {
      content: pdfBytes(uploadLimits.maxFileBytes - 8),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 10 MB",
    });
    expect(await rowsOf(other.user.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect((await rowsOf(user.id)).length).toBe(1);
  });

  it("holds the student's quota: 413 with what is used, and two uploads at once cannot both pass", async () => {
    const { user, headers } = await newStudent();
    await uploaded(headers, { content: pdfBytes(10 * MB - 100) });
    const before = storedObjects().length;
    const over = await uploadDocument(t.app, headers, { content: pdfBytes(3 * MB) });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    // Refused from the declared length, before the file was read: the form around it is not
    // counted, so the figure is a little under the file's 3.00 MB.
    expect(over.json().error.message).toBe(
      "Your documents use 10.00 MB of 12.00 MB; this file needs 2.97 MB more. Delete documents you no longer need, then upload it again.",
    );
    expect(storedObjects().length).toBe(before);

    // Two 7 MB files of a student with 12 MB: each fits alone, both do not.
    const second = await newStudent();
    const results = await Promise.all([
      uploadDocument(t.app, second.headers, { content: pdfBytes(7 * MB) }),
      uploadDocument(t.app, second.headers, { content: pdfBytes(7 * MB) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const refused = results.find((r) => r.statusCode === 413);
    expect(refused?.json().error.message).toMatch(
      /^Your documents use 7\.00 MB of 12\.00 MB; this file needs 7\.00 MB more\./,
    );
    expect((await rowsOf(second.user.id)).length).toBe(1);
    expect(storedObjects().length).toBe(before + 1);
    expect(await pendingNotes()).toEqual([]);
    expect((await rowsOf(user.id)).length).toBe(1);
  });

  it("links the document to the student's application's checklist item of its type", async () => {
    const { user, headers } = await newStudent();
    const applicationId = await insertApplication(t.database.db, user.id, "Master's");
    const transcript = await uploaded(headers, { type: "transcript", applicationId });
    // A certificate is not on a Master's checklist: stored, not linked.
    await uploaded(headers, { type: "certificate", applicationId });
    const links = await t.database.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(links.map((l) => [l.item, l.documentId])).toEqual([["transcript", transcript.id]]);

    // A newer transcript takes the item over.
    const newer = await uploaded(headers, { type: "transcript", applicationId });
    const [link] = await t.database.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, applicationId),
          eq(applicationDocuments.item, "transcript"),
        ),
      );
    expect(link?.documentId).toBe(newer.id);
  });

  it("answers another student's application like an unknown one, storing nothing", async () => {
    const owner = await newStudent();
    const theirs = await insertApplication(t.database.db, owner.user.id);
    const { user, headers } = await newStudent();
    const before = storedObjects().length;
    const refused = await uploadDocument(t.app, headers, { applicationId: theirs });
    const unknown = await uploadDocument(t.app, headers, { applicationId: UNKNOWN_ID });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json().error).toEqual({ code: "NOT_FOUND", message: "Application not found" });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect(await pendingNotes()).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the first document and keeps one copy", async () => {
    const { user, headers } = await newStudent();
    const key = { "idempotency-key": "upload-7f3c" };
    const first = await uploadDocument(t.app, headers, { name: "Once" }, key);
    expect(first.statusCode).toBe(201);
    const before = storedObjects().length;
    const retry = await uploadDocument(t.app, headers, { name: "Once" }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().data).toEqual(first.json().data);
    expect((await rowsOf(user.id)).length).toBe(1);
    expect(storedObjects().length).toBe(before);
    expect(await pendingNotes()).toEqual([]);

    // Another key is another upload; a malformed key is refused before the file is stored.
    expect((await uploadDocument(t.app, headers, {}, { "idempotency-key": "upload-8a" })).statusCode).toBe(
      201,
    );
    const bad = await uploadDocument(t.app, headers, {}, { "idempotency-key": "spaces are not allowed" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("Idempotency-Key");
    expect((await rowsOf(user.id)).length).toBe(2);
  });

  it("documents its form in OpenAPI: the fields, then the file", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const body = spec.paths["/api/documents"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(body.properties)).toEqual([
      "type",
      "name",
      "description",
      "tags",
      "applicationId",
      "file",
    ]);
    expect(body.required).toEqual(["type", "file"]);
  });

  it("is for students: staff cannot upload or list, whoever calls the service", async () => {
    const res = await uploadDocument(t.app, admin, {});
    expect(res.statusCode).toBe(403);
    const staff = { userId: UNKNOWN_ID, userType: "team_member", teamRole: "admin", sessionId: "s" } as const;
    await expect(listDocuments(t.ctx, staff)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(checkUpload(t.ctx, staff, { type: "essay", tags: [] }, 100)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("leaves no row, no object and no note when the upload is cut off half way", async () => {
    const { user, headers } = await newStudent();
    const before = storedObjects().length;
    const form = documentForm({ content: pdfBytes(2 * MB) });
    const half = form.payload.subarray(0, MB);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...headers, ...form.headers, "content-length": String(form.payload.length) },
      payload: Readable.from([half]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedObjects().length).toBe(before);
    expect(await pendingNotes()).toEqual([]);
  });
});

describe("the sweeper", () => {
  it("deletes the object of an upload that died between storing and writing its row, once past the grace period", async () => {
    const storage = t.ctx.storage;
    const put = async (key: string) =>
      storage.put(key, Readable.from([pdfBytes()]), { contentType: "application/pdf" });
    const crashed = newFileKey("documents");
    const recent = newFileKey("documents");
    const now = new Date();
    await t.database.db.insert(pendingFiles).values([
      { storageKey: crashed, reason: "upload", createdAt: new Date(now.getTime() - UPLOAD_GRACE_MS - 1000) },
      { storageKey: recent, reason: "upload", createdAt: now },
    ]);
    await put(crashed);
    await put(recent);
    // A delete noted and interrupted before its object went.
    const deleted = newFileKey("documents");
    await put(deleted);
    await t.database.db
      .insert(pendingFiles)
      .values({ storageKey: deleted, reason: "delete", createdAt: now });

    expect(await sweepPendingFiles(t.ctx, new Date(now.getTime() + 1))).toBe(2);
    expect(await storage.exists(crashed)).toBe(false);
    expect(await storage.exists(deleted)).toBe(false);
    // Still within its grace period: an upload that may be streaming right now.
    expect(await storage.exists(recent)).toBe(true);
    expect((await pendingNotes()).map((n) => n.storageKey)).toEqual([recent]);
    await t.database.db.delete(pendingFiles);
    await storage.delete(recent);
  });

  it("never deletes an object a document row holds", async () => {
    const { headers } = await newStudent();
    const doc = await uploaded(headers);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const key = row?.storageKey ?? "";
    await t.database.db.insert(pendingFiles).values({
      storageKey: key,
      reason: "upload",
      createdAt: new Date(Date.now() - UPLOAD_GRACE_MS - 1000),
    });
    await sweepPendingFiles(t.ctx, new Date());
    expect(await t.ctx.storage.exists(key)).toBe(true);
    expect(await pendingNotes()).toEqual([]);
  });

  it("deletes the temporary files of killed uploads unwritten for an hour, and no others", async () => {
    const partials = join((t.ctx.storage as DiskFileStorage).root, ".partial");
    mkdirSync(partials, { recursive: true });
    const killed = join(partials, "killed-upload");
    const streaming = join(partials, "streaming-upload");
    writeFileSync(killed, "half a file");
    writeFileSync(streaming, "the first bytes");
    const now = new Date();
    const past = new Date(now.getTime() - PARTIAL_FILE_MAX_IDLE_MS - 60_000);
    utimesSync(killed, past, past);
    expect(await sweepAbandonedPartials(t.ctx, now)).toBe(1);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(streaming)).toBe(true);
    rmSync(streaming);
  });
});

describe("view and download", () => {
  it("shows a PDF inline, sandboxed, with its stored type and never sniffed", async () => {
    const { headers } = await newStudent();
    const bytes = pdfBytes(3000);
    const doc = await uploaded(headers, { content: bytes, filename: "report.pdf" });
    const res = await get(headers, `/api/documents/${doc.id}/view`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("sandbox");
    expect(res.headers["content-disposition"]).toBe(
      `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it("refuses to show a Word document inline: 409 telling to download it", async () => {
    const { headers } = await newStudent();
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(100),
    ]);
    const doc = await uploaded(headers, { filename: "cv.doc", content: ole });
    const res = await get(headers, `/api/documents/${doc.id}/view`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "This document cannot be shown in the browser: download it instead.",
    );
    const download = await get(headers, `/api/documents/${doc.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/msword");
  });

  it("stores a photo without where and on what it was taken: size and checksum of the stripped bytes", async () => {
    const { headers } = await newStudent();
    for (const [filename, { photo }] of [
      ["passport.jpg", await jpegWithGps()],
      ["passport.png", await pngWithGps()],
    ] as const) {
      const doc = await uploaded(headers, { type: "certificate", filename, content: photo });
      const res = await get(headers, `/api/documents/${doc.id}/download`);
      expect(res.statusCode).toBe(200);
      const stored = res.rawPayload;
      expect(stored.length).toBeLessThan(photo.length);
      for (const trace of [
        Buffer.from(CAMERA_MAKE),
        Buffer.from("Taken at home"),
        Buffer.from([0, 0, 0, 51, 0, 0, 0, 1]),
      ]) {
        expect(stored.includes(trace), `${filename}: ${trace}`).toBe(false);
      }
      expect(doc.fileSize).toBe(stored.length);
      expect(doc.sha256).toBe(sha256(stored));
      expect(res.headers["content-length"]).toBe(String(stored.length));
    }
  });

  it("downloads the identical bytes as an attachment with a sanitized name, and audits each view and download", async () => {
    const { user, headers } = await newStudent();
    const bytes = pdfBytes(20_000);
    const doc = await uploaded(headers, { content: bytes, filename: "Relevé (v2) 'final'.pdf" });
    expect((await get(headers, `/api/documents/${doc.id}`)).json().data.fileName).toBe(
      "Relevé (v2) 'final'.pdf",
    );
    const res = await get(headers, `/api/documents/${doc.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(bytes));
    expect(res.headers["content-length"]).toBe(String(bytes.length));
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Relev_ (v2) 'final'.pdf"; filename*=UTF-8''Relev%C3%A9%20%28v2%29%20%27final%27.pdf`,
    );
    await get(headers, `/api/documents/${doc.id}/view`);
    await get(admin, `/api/documents/${doc.id}/download`);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "document"), eq(auditEvents.targetId, doc.id)))
      .orderBy(auditEvents.createdAt);
    expect(events.map((e) => [e.action, e.actorUserId === user.id ? "student" : "other"])).toEqual([
      ["document.downloaded", "student"],
      ["document.viewed", "student"],
      ["document.downloaded", "other"],
    ]);
    // Who, what and when; never the content.
    for (const event of events) expect(event.details).toBeNull();
  });
});

describe("edit, delete and verification", () => {
  it("renames, retypes and describes a document; refuses bad values with 422 naming the field", async () => {
    const { headers } = await newStudent();
    const doc = await uploaded(headers);
    const url = `/api/documents/${doc.id}`;
    const res = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { name: "Final transcript", type: "certificate", description: "Stamped", tags: ["official"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "Final transcript",
      type: "certificate",
      description: "Stamped",
      tags: ["official"],
    });
    const bad = await t.app.inject({ method: "PATCH", url, headers, payload: { name: "" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("name");
    expect((await get(headers, url)).json().data.name).toBe("Final transcript");
  });

  it("deletes the row and then the object", async () => {
    const { user, headers } = await newStudent();
    const doc = await uploaded(headers);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const key = row?.storageKey ?? "";
    expect(await t.ctx.storage.exists(key)).toBe(true);
    const res = await t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: doc.id });
    expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await pendingNotes()).toEqual([]);
    expect((await get(headers, `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await get(headers, `/api/documents/${doc.id}/download`)).statusCode).toBe(404);
  });

  it("lets an admin verify a document, naming who and when, and tells the student", async () => {
    const { user, headers } = await newStudent();
    const doc = await uploaded(headers, { name: "IELTS" });
    const res = await verify(admin, doc.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      isVerified: true,
      status: "verified",
      verifiedBy: { name: "Test User" },
    });
    expect(res.json().data.verifiedAt).not.toBeNull();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => [n.type, n.title, n.message])).toEqual([
      ["document", "Document verified", 'Your document "IELTS" was verified.'],
    ]);
    const list = (await get(headers, "/api/documents")).json();
    expect(list.meta.stats).toMatchObject({ verified: 1, pending: 0 });

    const back = await verify(admin, doc.id, false);
    expect(back.json().data).toMatchObject({
      isVerified: false,
      status: "pending",
      verifiedAt: null,
      verifiedBy: null,
    });
  });

  it("never lets the student verify: 403 on their own document, nothing changed", async () => {
    const { headers } = await newStudent();
    const doc = await uploaded(headers);
    const res = await verify(headers, doc.id, true);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect((await get(headers, `/api/documents/${doc.id}`)).json().data.isVerified).toBe(false);
  });

  it("answers a counselor without the student like an unknown document (until assignments exist)", async () => {
    const { headers } = await newStudent();
    const doc = await uploaded(headers);
    const res = await verify(counselor, doc.id, true);
    expect(res.statusCode).toBe(404);
    expect((await get(counselor, `/api/documents/${doc.id}`)).statusCode).toBe(404);
  });
});

describe("another student's document", () => {
  const routes: [string, string, object | undefined][] = [
    ["GET", "", undefined],
    ["PATCH", "", { name: "Mine now" }],
    ["DELETE", "", undefined],
    ["GET", "/view", undefined],
    ["GET", "/download", undefined],
    ["PUT", "/verification", { isVerified: true }],
  ];
  for (const [method, suffix, payload] of routes) {
    it(`${method} /api/documents/{id}${suffix} answers 404 exactly like an unknown id and changes nothing`, async () => {
      const owner = await newStudent();
      const doc = await uploaded(owner.headers, { name: "Private" });
      const snapshot = async () => (await get(owner.headers, `/api/documents/${doc.id}`)).json().data;
      const before = await snapshot();
      const other = await newStudent();
      const call = (id: string) =>
        t.app.inject({
          method: method as "GET",
          url: `/api/documents/${id}${suffix}`,
          headers: other.headers,
          ...(payload ? { payload } : {}),
        });
      const refused = await call(doc.id);
      const unknown = await call(UNKNOWN_ID);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
      expect(refused.json().error).toEqual({ code: "NOT_FOUND", message: "Document not found" });
      expect(await snapshot()).toEqual(before);
      const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, doc.id));
      expect(audited).toEqual([]);
    });
  }
});
