import { queryDefaults } from "@meridian/contract";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, clearCsrfToken } from "./api-client";
import { buildQueryUrl, createQueryClient, defaultQueryFn } from "./query-client";
import { getToastState } from "./use-toast";

function contextFor(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

function stubOkFetch() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ success: true, data: ["row"] }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  clearCsrfToken();
});

describe("default query function", () => {
  it("GETs the first key element and unwraps the data", async () => {
    const fetchMock = stubOkFetch();
    await expect(defaultQueryFn(contextFor(["/api/universities"]))).resolves.toEqual(["row"]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/universities");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("GET");
  });

  it("accepts absolute http URLs", async () => {
    const fetchMock = stubOkFetch();
    await defaultQueryFn(contextFor(["https://api.example.test/api/x"]));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("https://api.example.test/api/x");
  });

  it.each([[["universities"]], [[42]], [[{ url: "/api/x" }]], [[]]])("rejects the key %j", (key) => {
    stubOkFetch();
    expect(() => defaultQueryFn(contextFor(key))).toThrow(/Invalid query key/);
  });

  it("turns a second key element into a query string, skipping null and undefined", async () => {
    const fetchMock = stubOkFetch();
    await defaultQueryFn(
      contextFor([
        "/api/universities",
        { search: "data science", limit: 6, country: null, sortBy: undefined },
      ]),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/universities?search=data+science&limit=6");
  });
});

describe("buildQueryUrl", () => {
  it("joins arrays with commas and appends to an existing query", () => {
    expect(buildQueryUrl("/api/u?x=1", { country: ["Canada", "Japan"] })).toBe(
      "/api/u?x=1&country=Canada%2CJapan",
    );
  });

  it("leaves the path alone when nothing is left to send", () => {
    expect(buildQueryUrl("/api/u", { a: null, b: undefined })).toBe("/api/u");
  });
});

describe("query client defaults", () => {
  it("uses the timings of spec part 1 §9", () => {
    const client = createQueryClient();
    const queries = client.getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: queryDefaults.staleTimeMs,
      gcTime: queryDefaults.gcTimeMs,
      retry: false,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      refetchOnReconnect: true,
      refetchInterval: false,
    });
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("shows the default error toast for a failed mutation", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError("CONFLICT", "Already exists", 409)),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow("Already exists");
    expect(getToastState().toasts[0]).toMatchObject({
      title: "Error",
      description: "Already exists",
      variant: "destructive",
    });
  });

  it("leaves the toast to a mutation that handles its own errors", async () => {
    const client = createQueryClient();
    const onError = vi.fn();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError("CONFLICT", "Handled elsewhere", 409)),
      onError,
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(onError).toHaveBeenCalled();
    expect(getToastState().toasts[0]?.description).not.toBe("Handled elsewhere");
  });
});
