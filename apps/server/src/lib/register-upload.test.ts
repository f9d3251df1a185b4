import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { defineUploadEndpoint, fileTypes } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DiskFileStorage } from "../storage/disk-storage.js";
import { multipartFile, multipartForm } from "../test/http.js";
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

// Declared fields before the file, and a name that must say what the bytes are.
const filing = defineUploadEndpoint({
  method: "POST",
  path: "/api/test/filings",
  summary: "File a paper",
  tags: ["test"],
  upload: {
    field: "file",
    maxBytes: 1024,
    accept: [fileTypes.pdf, fileTypes.png, fileTypes.doc],
    matchExtension: true,
    fields: z.object({
      shelf: z.enum(["a", "b", "closed"], "Choose a shelf"),
      label: z.string().trim().min(1).max(20, "Label is too long").optional(),
    }),
  },
  response: z.object({ shelf: z.string(), label: z.string().nullable(), contentType: z.string() }),
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
/** What the filing endpoint's hooks saw, in order. */
const seen: string[] = [];
const reserved = new Set<string>();
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
      registerUpload(
        app,
        filing,
        {
          access: "public",
          csrf: false,
          storage,
          keyPrefix: "tests",
          authorize: ({ fields }) => {
            // Typed: the parsed fields of the contract's schema.
            seen.push(`authorize ${fields.shelf}`);
            authorize(fields.shelf !== "closed", { notFound: "Shelf" });
          },
          reservation: {
            reserve: async (key) => {
              seen.push("reserve");
              reserved.add(key);
            },
            release: async (key) => {
              seen.push("release");
              reserved.delete(key);
            },
          },
        },
        async ({ fields, file }) => {
          keys.push(file.key);
          if (fields.label === "refuse") throw new AppError("CONFLICT", "Already filed");
          reserved.delete(file.key);
          return { shelf: fields.shelf, label: fields.label ?? null, contentType: file.contentType };
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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(32)]);

function file(parts: Parameters<typeof multipartForm>[0]) {
  return t.app.inject({ method: "POST", url: "/api/test/filings", ...multipartForm(parts) });
}
const paper = (filename: string, content: string | Buffer = PDF) => ({ name: "file", filename, content });
const storedCount = () => readdirSync(storage.root, { recursive: true }).length;

describe("registerUpload with declared fields", () => {
  it("hands the handler the parsed fields, checked before the file, and the hooks in order", async () => {
    seen.length = 0;
    const res = await file([
      { name: "shelf", value: "a" },
      { name: "label", value: "  Taxes " },
      paper("t.pdf"),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ shelf: "a", label: "Taxes", contentType: "application/pdf" });
    expect(seen).toEqual(["authorize a", "reserve"]);
    expect(reserved.size).toBe(0);
  });

  it("counts a blank optional field as not sent", async () => {
    const res = await file([{ name: "shelf", value: "b" }, { name: "label", value: "" }, paper("t.pdf")]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.label).toBeNull();
  });

  it("refuses a bad or missing field with 422 naming it, storing nothing", async () => {
    const before = storedCount();
    seen.length = 0;
    const missing = await file([paper("t.pdf")]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Choose a shelf",
      field: "shelf",
    });
    const long = await file([
      { name: "shelf", value: "a" },
      { name: "label", value: "x".repeat(21) },
      paper("t.pdf"),
    ]);
    expect(long.json().error).toMatchObject({ message: "Label is too long", field: "label" });
    const twice = await file([{ name: "shelf", value: "a" }, { name: "shelf", value: "b" }, paper("t.pdf")]);
    expect(twice.json().error).toMatchObject({ message: 'Send "shelf" once', field: "shelf" });
    expect(seen).toEqual([]);
    expect(storedCount()).toBe(before);
  });

  it("refuses a field sent after the file, and deletes what was stored", async () => {
    const before = storedCount();
    seen.length = 0;
    const res = await file([{ name: "shelf", value: "a" }, paper("t.pdf"), { name: "label", value: "late" }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: 'Send the form fields before the file: "label" came after it',
      field: "label",
    });
    expect(seen).toEqual(["authorize a", "reserve", "release"]);
    expect(reserved.size).toBe(0);
    expect(storedCount()).toBe(before);
  });

  it("gives the parsed fields to the policy check, which refuses before the file is read", async () => {
    const before = storedCount();
    seen.length = 0;
    const res = await file([{ name: "shelf", value: "closed" }, paper("t.pdf")]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "Shelf not found" });
    expect(seen).toEqual(["authorize closed"]);
    expect(storedCount()).toBe(before);
  });

  it("releases the reservation and deletes the file when the handler throws", async () => {
    seen.length = 0;
    const res = await file([
      { name: "shelf", value: "a" },
      { name: "label", value: "refuse" },
      paper("t.pdf"),
    ]);
    expect(res.statusCode).toBe(409);
    expect(seen).toEqual(["authorize a", "reserve", "release"]);
    expect(await storage.exists(keys.at(-1) ?? "")).toBe(false);
    expect(reserved.size).toBe(0);
  });

  it("releases the reservation of a file past the limit", async () => {
    seen.length = 0;
    const res = await file([{ name: "shelf", value: "a" }, paper("big.pdf", `${PDF}${"x".repeat(1024)}`)]);
    expect(res.statusCode).toBe(413);
    expect(seen).toEqual(["authorize a", "reserve", "release"]);
    expect(reserved.size).toBe(0);
  });
});

describe("registerUpload with matchExtension", () => {
  const shelf = { name: "shelf", value: "a" };

  it("stores a file whose bytes are the type its name says, whatever the case of the name", async () => {
    for (const [name, content, mime] of [
      ["scan.PNG", PNG, "image/png"],
      ["letter.doc", DOC, "application/msword"],
    ] as const) {
      const res = await file([shelf, paper(name, content)]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.contentType).toBe(mime);
    }
  });

  it("refuses a name with an extension of no accepted type, in the spec's words", async () => {
    const before = storedCount();
    for (const [name, message] of [
      ["setup.exe", 'File type ".exe" is not supported.'],
      ["notes.TXT", 'File type ".txt" is not supported.'],
      ["README", "The file needs a name ending in .pdf, .png, .doc."],
    ]) {
      const res = await file([shelf, paper(name ?? "")]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({ code: "UNSUPPORTED_FILE_TYPE", message, field: "file" });
    }
    expect(storedCount()).toBe(before);
  });

  it("refuses bytes of another type than the name says: HTML, SVG or a PNG named .pdf", async () => {
    const before = storedCount();
    for (const [name, content] of [
      ["page.pdf", "<!doctype html><script>alert(1)</script>"],
      ["logo.png", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ["image.pdf", PNG],
      ["report.doc", PDF],
    ] as const) {
      const res = await file([shelf, paper(name, content)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(res.json().error.message).toContain(`the contents of "${name}" are not one`);
    }
    expect(storedCount()).toBe(before);
  });
});
