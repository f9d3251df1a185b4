import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { defineEndpoint, themeInitScript } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error.js";
import { REQUEST_ID_PATTERN } from "../lib/ids.js";
import { registerEndpoint } from "../lib/register-endpoint.js";
import { type BrowserHeaders, csrfHeaders } from "../test/http.js";
import { createTestApp, useTestApp } from "../test/test-app.js";

const echo = defineEndpoint({
  method: "POST",
  path: "/api/test/echo",
  summary: "test",
  tags: ["test"],
  body: z.object({ name: z.string().min(2), age: z.number().int().min(0) }),
  response: z.object({ greeting: z.string() }),
});

let browser: BrowserHeaders;
const t = useTestApp({
  prepare: (app) => {
    registerEndpoint(app, echo, { access: "public" }, ({ body }) => ({ greeting: `hello ${body.name}` }));
    const open = { config: { access: "public" as const } };
    app.get("/api/test/boom", open, async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    app.get("/api/test/conflict", open, async () => {
      throw new AppError("CONFLICT", "Already exists", { field: "email", hint: "Sign in instead" });
    });
    app.get("/api/test/gone", open, async () => {
      // What the driver throws when a referenced row was deleted by a concurrent request.
      throw Object.assign(new Error('insert violates foreign key constraint "x_fk"'), { code: "23503" });
    });
    app.get("/api/test/big", open, async () => ({ success: true, data: "x".repeat(20_000) }));
  },
});
beforeAll(async () => {
  browser = await csrfHeaders(t.app);
});

/** A call of the echo route from the browser, its body as JSON unless `contentType` says otherwise. */
const callEcho = (payload: string | object, contentType?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/test/echo",
    headers: contentType ? { ...browser, "content-type": contentType } : browser,
    payload,
  });

describe("the error envelope", () => {
  it("answers unknown API paths with 404 NOT_FOUND for every method, never 401", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/nope" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
  });

  it("repeats code, message and field beside error, where the spec's client reads them", async () => {
    const invalid = await callEcho({ name: "x", age: 1 });
    expect(invalid.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "name",
      error: { field: "name" },
    });
    // Answered by Fastify's router, not the error handler: the last guard adds them too.
    expect((await t.app.inject({ method: "GET", url: "/api/nope" })).json()).toMatchObject({
      code: "NOT_FOUND",
      message: expect.any(String),
    });
  });

  it("answers a reference that went away meanwhile (a foreign-key violation) with 409, not 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/gone" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(res.body).not.toContain("x_fk");
  });

  it("wraps a valid call in the success envelope", async () => {
    const res = await callEcho({ name: "Ada", age: 36 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { greeting: "hello Ada" } });
  });

  it("answers a schema failure with 422 VALIDATION_ERROR naming the field", async () => {
    const res = await callEcho({ name: "Ada", age: -1 });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.field).toBe("age");
    expect(body.error.message).toBe("Enter 0 or more");
  });

  it("answers a malformed JSON body with 400, an oversized one with 413, a wrong type with 415", async () => {
    const malformed = await callEcho('{"name": "Ada",', "application/json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("BAD_REQUEST");

    const oversized = await callEcho(
      JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), age: 1 }),
      "application/json",
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe("PAYLOAD_TOO_LARGE");

    const wrongType = await callEcho("<name>Ada</name>", "application/xml");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("hides internals of an unexpected failure behind a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("INTERNAL_ERROR");
    expect(res.body).not.toContain("postgres://");
    expect(res.body).not.toContain("stack");
  });

  it("passes an application error's code, field and hint through with its status", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: { code: "CONFLICT", message: "Already exists", field: "email", hint: "Sign in instead" },
      code: "CONFLICT",
      message: "Already exists",
      field: "email",
    });
  });
});

describe("response headers", () => {
  it("sends an API answer security headers, a policy that allows nothing, and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-request-id"]).toMatch(REQUEST_ID_PATTERN);
  });

  it("sends pages, the API reference among them, the pages' policy and isolation headers", async () => {
    for (const url of ["/api/docs/", "/universities"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      // Our own files, and of inline scripts only the theme's, by the hash of its exact text.
      const themeHash = createHash("sha256").update(themeInitScript).digest("base64");
      expect(csp, url).toContain(`script-src 'self' 'sha256-${themeHash}';`);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["origin-agent-cluster"], url).toBe("?1");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-request-id"], url).toMatch(REQUEST_ID_PATTERN);
    }
  });

  it("sends HSTS when the public URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://meridian.example" } });
    const res = await secure.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
    await secure.app.close();
  });

  it("compresses large bodies with brotli or gzip as the client accepts", async () => {
    const br = await t.app.inject({
      method: "GET",
      url: "/api/test/big",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(2_000);
    const gzip = await t.app.inject({
      method: "GET",
      url: "/api/test/big",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const small = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("reads a gzip-compressed JSON body on a write", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { ...browser, "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ name: "Ada", age: 36 })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { greeting: "hello Ada" } });
  });

  it("answers a GET that names a content encoding as any other GET: it has no body to inflate", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "content-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: "ok" } });
  });
});

describe("OpenAPI", () => {
  it("documents the contract's endpoints and serves a reference page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths["/api/health/ready"].get.summary).toContain("database");
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });
});
