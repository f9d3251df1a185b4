import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { defineUploadEndpoint, fileTypes } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DiskFileStorage } from "../storage/disk-storage.js";
import { multipartFile } from "../test/http.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { AppError } from "./app-error.js";
import { authorize } from "./authorize.js";
import { withEnvelope } from "./register-endpoint.js";
import { registerUpload } from "./register-upload.js";

const attach = defineUploadEndpoint({
  method: "PUT",
  path: "/api/test/folders/{folder}/scan",
  summary: "Attach a scan",
  tags: ["test"],
  params: z.object({ folder: z.enum(["inbox", "archive", "locked"], "Unknown folder") }),
  upload: { field: "scan", maxBytes: 1024, accept: [fileTypes.pdf, fileTypes.png] },
  response: z.object({ folder: z.string(), key: z.string(), contentType: z.string(), size: z.number() }),
});

const PDF = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n";
const scan = (content: string | Buffer, filename = "scan.pdf") => {
  const file = multipartFile(filename, content, "application/octet-stream");
  // multipartFile names the field "file"; this endpoint declares "scan".
  return {
    ...file,
    payload: Buffer.from(file.payload.toString("latin1").replace('name="file"', 'name="scan"'), "latin1"),
  };
};

let t: TestApp;
const keys: string[] = [];
// The handler's storage: a real disk store in a directory of its own.
const storage = new DiskFileStorage(mkdtempSync(join(tmpdir(), "meridian-upload-")));
beforeAll(async () => {
  t = await createTestApp({
    prepare: (app) => {
      registerUpload(
        app,
        attach,
        {
          access: "public",
          csrf: false,
          storage,
          keyPrefix: "tests",
          // The policy of a record the caller may not reach: refused before the file is read.
          authorize: ({ params }) => authorize(params.folder !== "locked", { notFound: "Folder" }),
        },
        async ({ params, file }) => {
          keys.push(file.key);
          if (file.filename === "refused.pdf") throw new AppError("CONFLICT", "Already attached");
          return withEnvelope(
            { folder: params.folder, key: file.key, contentType: file.contentType, size: file.size },
            { status: 201 },
          );
        },
      );
    },
  });
});
afterAll(async () => {
  await t.app.close();
  rmSync(storage.root, { recursive: true, force: true });
});

function put(folder: string, file: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({ method: "PUT", url: `/api/test/folders/${folder}/scan`, ...file });
}

describe("registerUpload", () => {
  it("hands the handler its validated params and the stored file, typed by its bytes", async () => {
    const res = await put("inbox", scan(PDF, "scan.bin"));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ folder: "inbox", contentType: "application/pdf", size: PDF.length });
    expect(data.key).toMatch(/^tests\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await text((await storage.get(data.key)).stream)).toBe(PDF);
  });

  it("validates path parameters with the contract's schema before reading the file", async () => {
    const res = await put("trash", scan(PDF));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Unknown folder",
      field: "folder",
    });
  });

  it("deletes the stored file when the handler refuses it", async () => {
    const res = await put("archive", scan(PDF, "refused.pdf"));
    expect(res.statusCode).toBe(409);
    const key = keys.at(-1) ?? "";
    expect(await storage.exists(key)).toBe(false);
  });

  it("runs the policy check before reading the file: a refused record stores nothing", async () => {
    const filesBefore = readdirSync(storage.root, { recursive: true }).length;
    const handled = keys.length;
    const res = await put("locked", scan(PDF));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "Folder not found" });
    expect(keys.length).toBe(handled);
    expect(readdirSync(storage.root, { recursive: true }).length).toBe(filesBefore);
  });

  it("asks for the file in the declared field", async () => {
    const res = await put("inbox", multipartFile("scan.pdf", PDF, "application/pdf"));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: 'Send the file in the form field "scan"',
      field: "scan",
    });
  });

  it("names the accepted types and the limit in its refusals", async () => {
    const text = await put("inbox", scan("just text"));
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(
      'Upload a PDF or PNG file: the contents of "scan.pdf" are not one',
    );
    const big = await put("inbox", scan(`${PDF}${"x".repeat(1024)}`));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 1 KB",
      field: "scan",
    });
  });
});
