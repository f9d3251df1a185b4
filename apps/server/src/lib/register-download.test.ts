import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { defineDownloadEndpoint } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DiskFileStorage } from "../storage/disk-storage.js";
import { newFileKey } from "../storage/file-storage.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { authorize } from "./authorize.js";
import { registerDownload } from "./register-download.js";

const scan = defineDownloadEndpoint({
  method: "GET",
  path: "/api/test/scans/{name}",
  summary: "A stored scan",
  tags: ["test"],
  params: z.object({ name: z.string().regex(/^[a-z]+$/, "Unknown scan") }),
  download: { contentType: "application/octet-stream" },
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const storage = new DiskFileStorage(mkdtempSync(join(tmpdir(), "meridian-download-")));
const stored = new Map<string, string>();
let t: TestApp;
beforeAll(async () => {
  const key = newFileKey("tests");
  await storage.put(key, Readable.from([PNG]), { contentType: "image/png" });
  stored.set("passport", key);
  t = await createTestApp({
    prepare: (app) => {
      registerDownload(app, scan, { access: "public" }, async ({ params }) => {
        const key = stored.get(params.name);
        authorize(key !== undefined, { notFound: "Scan" });
        return {
          filename: 'Pass \u00e9 "scan".png',
          contentType: "image/png",
          body: (await storage.get(key)).stream,
        };
      });
    },
  });
});
afterAll(async () => {
  await t.app.close();
  rmSync(storage.root, { recursive: true, force: true });
});

describe("registerDownload", () => {
  it("streams a stored file as an attachment with its own type, never cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/scans/passport" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Pass _ _scan_.png"; filename*=UTF-8''Pass%20%C3%A9%20%22scan%22.png`,
    );
  });

  it("answers refusals and bad params in the envelope", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/test/scans/visa" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: "NOT_FOUND", message: "Scan not found" });
    const bad = await t.app.inject({ method: "GET", url: "/api/test/scans/PASS" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Unknown scan",
      field: "name",
    });
  });
});
