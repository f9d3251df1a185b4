import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { DegreeType } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { applications, documents, universities } from "../db/schema/index.js";
import type { AppContext } from "../lib/context.js";
import { newFileKey } from "../storage/file-storage.js";
import { type FormPart, multipartForm } from "./http.js";

/** A small valid PDF head with `padding` bytes after it (the server reads only the signature). */
export function pdfBytes(padding = 64): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(padding)]);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export interface DocumentUpload {
  type?: string;
  name?: string;
  description?: string;
  tags?: string;
  applicationId?: string;
  filename?: string;
  content?: Buffer | string;
}

/** The multipart form the web app sends for one document: its fields, then the file. */
export function documentForm(input: DocumentUpload = {}): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const fields = { type: "transcript", ...input };
  const parts: FormPart[] = [];
  for (const name of ["type", "name", "description", "tags", "applicationId"] as const) {
    const value = fields[name];
    if (value !== undefined) parts.push({ name, value });
  }
  parts.push({
    name: "file",
    filename: fields.filename ?? "transcript.pdf",
    content: fields.content ?? pdfBytes(),
    contentType: "application/pdf",
  });
  return multipartForm(parts);
}

/** Uploads one document as a signed-in student. */
export function uploadDocument(
  app: FastifyInstance,
  headers: Record<string, string | undefined>,
  input: DocumentUpload = {},
  extraHeaders: Record<string, string> = {},
) {
  const form = documentForm(input);
  return app.inject({
    method: "POST",
    url: "/api/documents",
    headers: { ...headers, ...form.headers, ...extraHeaders },
    payload: form.payload,
  });
}

/**
 * An application row for a student, written directly: the documents tests need one to link to,
 * whatever the applications module's routes are at the time.
 */
export async function insertApplication(
  db: Db,
  studentId: string,
  degreeType: DegreeType = "Master's",
): Promise<string> {
  const key = `test-${randomBytes(5).toString("hex")}`;
  const [university] = await db
    .insert(universities)
    .values({
      key,
      name: "Test University",
      countryCode: "CA",
      country: "Canada",
      searchName: key,
      searchTerms: key,
    })
    .returning({ id: universities.id });
  const [application] = await db
    .insert(applications)
    .values({
      studentId,
      universityId: university?.id ?? "",
      programName: "Computer Science",
      degreeType,
      intakeTerm: "fall",
      intakeYear: new Date().getUTCFullYear() + 1,
    })
    .returning({ id: applications.id });
  if (!application) throw new Error("application insert failed");
  return application.id;
}

/** A student's document written directly (its bytes in storage, then its row), for matrix tests. */
export async function insertStoredDocument(ctx: AppContext, studentId: string): Promise<string> {
  const bytes = pdfBytes();
  const key = newFileKey("documents");
  const stored = await ctx.storage.put(key, Readable.from([bytes]), { contentType: "application/pdf" });
  const [row] = await ctx.db
    .insert(documents)
    .values({
      studentId,
      type: "transcript",
      name: "Private transcript",
      fileName: "transcript.pdf",
      storageKey: key,
      sizeBytes: stored.size,
      mimeType: "application/pdf",
      sha256: stored.sha256,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error("document insert failed");
  return row.id;
}
