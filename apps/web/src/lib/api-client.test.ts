import { storageKeys } from "@meridian/contract";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest, clearCsrfToken, getCsrfToken, refreshCsrfToken } from "./api-client";

const CSRF_URL = "/api/auth/csrf-token";

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch: the CSRF endpoint hands out token-1, token-2, ...; everything else goes to `handler`. */
function stubFetch(
  handler: Handler,
  csrf: () => Response = (() => {
    let issued = 0;
    return () => {
      issued += 1;
      return json({ csrfToken: `token-${issued}` });
    };
  })(),
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    return url === CSRF_URL ? csrf() : handler(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, url: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === url);
}

function initOf(call: unknown[] | undefined): RequestInit {
  return (call?.[1] ?? {}) as RequestInit;
}

function headersOf(call: unknown[] | undefined): Headers {
  return new Headers(initOf(call).headers);
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the request to fail");
}

beforeEach(() => {
  clearCsrfToken();
});

describe("headers and body", () => {
  it("sends the stored token as a bearer token", async () => {
    window.localStorage.setItem(storageKeys.authToken, "session-abc");
    const fetchMock = stubFetch(() => json({ success: true, data: {} }));
    await apiRequest("/api/auth/me");
    expect(headersOf(fetchMock.mock.calls[0]).get("Authorization")).toBe("Bearer session-abc");
  });

  it("sends no Authorization header without a stored token", async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: {} }));
    await apiRequest("/api/auth/me");
    expect(headersOf(fetchMock.mock.calls[0]).has("Authorization")).toBe(false);
  });

  it("sends a JSON body with its content type", async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    await apiRequest("/api/things", { method: "POST", body: { name: "Ada" } });
    const [call] = callsTo(fetchMock, "/api/things");
    expect(initOf(call).body).toBe('{"name":"Ada"}');
    expect(headersOf(call).get("Content-Type")).toBe("application/json");
  });

  it("passes FormData through without a JSON content type", async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    const form = new FormData();
    form.append("file", "bytes");
    await apiRequest("/api/upload", { method: "POST", body: form });
    const [call] = callsTo(fetchMock, "/api/upload");
    expect(initOf(call).body).toBe(form);
    expect(headersOf(call).has("Content-Type")).toBe(false);
  });
});

describe("CSRF protection", () => {
  it("does not fetch a token for GET", async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: [] }));
    await apiRequest("/api/things");
    expect(callsTo(fetchMock, CSRF_URL)).toHaveLength(0);
    expect(headersOf(fetchMock.mock.calls[0]).has("x-csrf-token")).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("sends x-csrf-token on %s", async (method) => {
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    await apiRequest("/api/things/1", { method });
    const [tokenCall] = callsTo(fetchMock, CSRF_URL);
    expect(initOf(tokenCall).credentials).toBe("include");
    expect(headersOf(callsTo(fetchMock, "/api/things/1")[0]).get("x-csrf-token")).toBe("token-1");
  });

  it("keeps the token in memory between requests", async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    await apiRequest("/api/a", { method: "POST" });
    await apiRequest("/api/b", { method: "DELETE" });
    expect(callsTo(fetchMock, CSRF_URL)).toHaveLength(1);
    expect(headersOf(callsTo(fetchMock, "/api/b")[0]).get("x-csrf-token")).toBe("token-1");
  });

  it("reads a token nested inside data", async () => {
    stubFetch(
      () => json({}),
      () => json({ success: true, data: { csrfToken: "nested" } }),
    );
    await expect(getCsrfToken()).resolves.toBe("nested");
  });

  it("rejects a token response without a token", async () => {
    stubFetch(
      () => json({}),
      () => json({ success: true, data: {} }),
    );
    await expect(getCsrfToken()).rejects.toThrow("Invalid CSRF token response");
  });

  it("rejects a non-OK token response", async () => {
    stubFetch(
      () => json({}),
      () => json({}, { status: 503 }),
    );
    await expect(getCsrfToken()).rejects.toThrow("Failed to obtain CSRF token");
  });

  it("refreshCsrfToken replaces the token in memory", async () => {
    stubFetch(() => json({}));
    await expect(getCsrfToken()).resolves.toBe("token-1");
    await expect(refreshCsrfToken()).resolves.toBe("token-2");
    await expect(getCsrfToken()).resolves.toBe("token-2");
  });

  it("fails with CSRF_NOT_READY, without sending the request, when no token can be had", async () => {
    const fetchMock = stubFetch(
      () => json({ success: true, data: null }),
      () => json({}, { status: 500 }),
    );
    const error = await rejectionOf(apiRequest("/api/things", { method: "POST", body: {} }));
    expect(error).toMatchObject({
      code: "CSRF_NOT_READY",
      message: "CSRF protection not ready",
      status: 403,
    });
    expect(callsTo(fetchMock, "/api/things")).toHaveLength(0);
  });

  it("fetches a new token and retries once after CSRF_TOKEN_INVALID", async () => {
    let attempts = 0;
    const fetchMock = stubFetch(() => {
      attempts += 1;
      return attempts === 1
        ? json(
            { success: false, error: { code: "CSRF_TOKEN_INVALID", message: "Bad token" } },
            { status: 403 },
          )
        : json({ success: true, data: { saved: true } });
    });
    await expect(apiRequest("/api/things", { method: "POST", body: {} })).resolves.toEqual({ saved: true });
    const posts = callsTo(fetchMock, "/api/things");
    expect(posts).toHaveLength(2);
    expect(headersOf(posts[0]).get("x-csrf-token")).toBe("token-1");
    expect(headersOf(posts[1]).get("x-csrf-token")).toBe("token-2");
  });

  it("retries once after a 403 whose message mentions csrf", async () => {
    let attempts = 0;
    const fetchMock = stubFetch(() => {
      attempts += 1;
      return attempts === 1
        ? json({ message: "invalid CSRF token" }, { status: 403 })
        : json({ success: true, data: "ok" });
    });
    await expect(apiRequest("/api/things", { method: "PUT" })).resolves.toBe("ok");
    expect(callsTo(fetchMock, "/api/things")).toHaveLength(2);
  });

  it("retries only once and then reports the CSRF error", async () => {
    const fetchMock = stubFetch(() =>
      json(
        { success: false, error: { code: "CSRF_TOKEN_MISSING", message: "Missing token" } },
        { status: 403 },
      ),
    );
    const error = await rejectionOf(apiRequest("/api/things", { method: "POST" }));
    expect(error).toMatchObject({ code: "CSRF_TOKEN_MISSING", status: 403 });
    expect(callsTo(fetchMock, "/api/things")).toHaveLength(2);
  });

  it("does not retry a 403 that is not about CSRF", async () => {
    const fetchMock = stubFetch(() =>
      json({ success: false, error: { code: "FORBIDDEN", message: "Admins only" } }, { status: 403 }),
    );
    const error = await rejectionOf(apiRequest("/api/things", { method: "POST" }));
    expect(error.code).toBe("FORBIDDEN");
    expect(callsTo(fetchMock, "/api/things")).toHaveLength(1);
  });
});

describe("responses", () => {
  it("unwraps a success envelope to its data", async () => {
    stubFetch(() => json({ success: true, data: { id: 7 }, meta: { total: 1 } }));
    await expect(apiRequest("/api/things/7")).resolves.toEqual({ id: 7 });
  });

  it("returns a body without an envelope as it is", async () => {
    stubFetch(() => json({ status: "ok" }));
    await expect(apiRequest("/api/health/live")).resolves.toEqual({ status: "ok" });
  });

  it("turns a failure envelope into an ApiError with the server's fields", async () => {
    stubFetch(() =>
      json(
        {
          success: false,
          error: {
            code: "VALIDATION_ERROR",
            message: "Too short",
            field: "password",
            hint: "8+",
            details: [1],
          },
        },
        { status: 422 },
      ),
    );
    const error = await rejectionOf(apiRequest("/api/things"));
    expect(error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Too short",
      status: 422,
      field: "password",
      hint: "8+",
      details: [1],
    });
  });

  it("uses REQUEST_FAILED and the server message when the server gives no code", async () => {
    stubFetch(() => json({ message: "Something broke" }, { status: 500 }));
    const error = await rejectionOf(apiRequest("/api/things"));
    expect(error).toMatchObject({ code: "REQUEST_FAILED", message: "Something broke", status: 500 });
  });

  it("falls back to the status text when there is no message", async () => {
    stubFetch(() => new Response("", { status: 502, statusText: "Bad Gateway" }));
    const error = await rejectionOf(apiRequest("/api/things"));
    expect(error).toMatchObject({ code: "REQUEST_FAILED", message: "Bad Gateway", status: 502 });
  });

  it("reports INVALID_RESPONSE for a body that is not JSON", async () => {
    stubFetch(
      () =>
        new Response("<html>oops</html>", { status: 200, headers: { "content-type": "application/json" } }),
    );
    const error = await rejectionOf(apiRequest("/api/things"));
    expect(error).toMatchObject({ code: "INVALID_RESPONSE", message: "Invalid JSON response from server" });
  });

  it("reports NETWORK_ERROR with status 0 when fetch throws", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await rejectionOf(apiRequest("/api/things"));
    expect(error).toMatchObject({ code: "NETWORK_ERROR", message: "Network request failed", status: 0 });
  });

  it.each([
    ["text/csv; charset=utf-8", "name,city\nA,B\n"],
    ["application/octet-stream", "raw-bytes"],
    ["image/png", "png-data"],
  ])("returns a %s body as text", async (contentType, body) => {
    stubFetch(() => new Response(body, { status: 200, headers: { "content-type": contentType } }));
    await expect(apiRequest("/api/export")).resolves.toBe(body);
  });

  it("returns data that matches the response schema", async () => {
    stubFetch(() => json({ success: true, data: { id: 1, name: "Ada" } }));
    const schema = z.object({ id: z.number(), name: z.string() });
    await expect(apiRequest("/api/things/1", { schema })).resolves.toEqual({ id: 1, name: "Ada" });
  });

  it("reports RESPONSE_VALIDATION_ERROR when the data does not match the schema", async () => {
    stubFetch(() => json({ success: true, data: { id: "one" } }));
    const schema = z.object({ id: z.number() });
    const error = await rejectionOf(apiRequest("/api/things/1", { schema }));
    expect(error).toMatchObject({
      code: "RESPONSE_VALIDATION_ERROR",
      message: "API response does not match expected schema",
      status: 200,
    });
  });
});
