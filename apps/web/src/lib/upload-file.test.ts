import { defineUploadEndpoint, fileTypes } from "@meridian/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { stubApi } from "@/test/api-stub";
import { stubXhr } from "@/test/xhr-stub";
import { ApiError, clearCsrfToken } from "./api-client";
import { clearAuthToken, storeAuthToken } from "./auth-token";
import { uploadFile, uploadFileProblem } from "./upload-file";

const attach = defineUploadEndpoint({
  method: "POST",
  path: "/api/applications/{id}/documents",
  summary: "Attach a document",
  tags: ["documents"],
  params: z.object({ id: z.string() }),
  upload: {
    field: "document",
    maxBytes: 1024,
    accept: [fileTypes.pdf, fileTypes.png],
    fields: z.object({ type: z.string(), name: z.string().optional(), description: z.string().optional() }),
  },
  response: z.object({ id: z.string(), size: z.number() }),
});
const URL_OF_A1 = "/api/applications/a%201/documents";
const pdf = () => new File(["%PDF-1.7"], "offer.pdf", { type: "application/pdf" });

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
  clearAuthToken();
});

describe("uploadFile", () => {
  it("posts the file in the endpoint's field with the bearer and CSRF headers, reporting progress", async () => {
    stubApi();
    storeAuthToken("session-token");
    const sent = stubXhr({
      [URL_OF_A1]: { status: 201, body: { success: true, data: { id: "d1", size: 8 } } },
    });
    const progress: number[] = [];
    const data = await uploadFile(attach, {
      file: pdf(),
      params: { id: "a 1" },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(data).toEqual({ id: "d1", size: 8 });
    expect(progress).toEqual([0.5]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.headers).toMatchObject({
      authorization: "Bearer session-token",
      "x-csrf-token": "test-csrf",
      accept: "application/json",
    });
    expect((sent[0]?.form.get("document") as File | undefined)?.name).toBe("offer.pdf");
  });

  it("sends the text fields before the file, and the extra headers", async () => {
    stubApi();
    const sent = stubXhr({
      [URL_OF_A1]: { status: 201, body: { success: true, data: { id: "d1", size: 8 } } },
    });
    await uploadFile(attach, {
      file: pdf(),
      params: { id: "a 1" },
      fields: { type: "transcript", name: undefined, description: "Final year" },
      headers: { "Idempotency-Key": "key-1" },
    });
    expect([...(sent[0]?.form.keys() ?? [])]).toEqual(["type", "description", "document"]);
    expect(sent[0]?.form.get("type")).toBe("transcript");
    expect(sent[0]?.headers).toMatchObject({ "idempotency-key": "key-1", "x-csrf-token": "test-csrf" });
  });

  it("rejects with the server's error, field and hint", async () => {
    stubApi();
    stubXhr({
      [URL_OF_A1]: {
        status: 415,
        body: {
          success: false,
          error: {
            code: "UNSUPPORTED_FILE_TYPE",
            message: 'Upload a PDF or PNG file: the contents of "offer.pdf" are not one',
            field: "document",
          },
        },
      },
    });
    const error = await uploadFile(attach, { file: pdf(), params: { id: "a 1" } }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "UNSUPPORTED_FILE_TYPE",
      status: 415,
      field: "document",
      message: 'Upload a PDF or PNG file: the contents of "offer.pdf" are not one',
    });
  });

  it("refuses an answer that does not match the endpoint's response schema", async () => {
    stubApi();
    stubXhr({ [URL_OF_A1]: { status: 201, body: { success: true, data: { id: 7 } } } });
    await expect(uploadFile(attach, { file: pdf(), params: { id: "a 1" } })).rejects.toMatchObject({
      code: "RESPONSE_VALIDATION_ERROR",
      message: "API response does not match expected schema",
    });
  });

  it("reports a proxy's error page by its status", async () => {
    stubApi();
    stubXhr({ [URL_OF_A1]: { status: 502, raw: "<html>Bad gateway</html>" } });
    await expect(uploadFile(attach, { file: pdf(), params: { id: "a 1" } })).rejects.toMatchObject({
      code: "REQUEST_FAILED",
      status: 502,
      message: "The upload failed (HTTP 502)",
    });
  });

  it("sends the file again once with a fresh CSRF token after a CSRF rejection", async () => {
    let tokens = 0;
    stubApi({ "GET /api/auth/csrf-token": () => ({ data: { csrfToken: `token-${++tokens}` } }) });
    const sent = stubXhr({
      [URL_OF_A1]: (upload) =>
        upload.headers["x-csrf-token"] === "token-1"
          ? {
              status: 403,
              body: { success: false, error: { code: "CSRF_TOKEN_INVALID", message: "Bad token" } },
            }
          : { status: 201, body: { success: true, data: { id: "d2", size: 8 } } },
    });
    expect(await uploadFile(attach, { file: pdf(), params: { id: "a 1" } })).toEqual({ id: "d2", size: 8 });
    expect(sent.map((upload) => upload.headers["x-csrf-token"])).toEqual(["token-1", "token-2"]);
  });

  it("stops an upload in flight when its signal aborts", async () => {
    stubApi();
    const sent = stubXhr({}, { hold: true });
    const controller = new AbortController();
    const pending = uploadFile(attach, { file: pdf(), params: { id: "a 1" }, signal: controller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("uploadFileProblem", () => {
  it("names what is wrong with a file before it is sent", () => {
    const { upload } = attach;
    expect(uploadFileProblem(upload, pdf())).toBeNull();
    expect(uploadFileProblem(upload, new File(["x"], "SCAN.PNG"))).toBeNull();
    expect(uploadFileProblem(upload, new File(["x".repeat(1025)], "big.pdf"))).toBe(
      "The file is larger than 1 KB.",
    );
    expect(uploadFileProblem(upload, new File([], "empty.pdf"))).toBe("The file is empty.");
    expect(uploadFileProblem(upload, new File(["x"], "notes.docx"))).toBe("Choose a PDF or PNG file.");
  });
});
