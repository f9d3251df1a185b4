import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { getRetryDelay, retryUpTo, shouldRetryRequest, withRetry } from "./retry";

describe("shouldRetryRequest", () => {
  it.each([
    ["an AUTH_ code", new ApiError("AUTH_SESSION_EXPIRED", "expired", 401)],
    ["status 401 with another code", new ApiError("REQUEST_FAILED", "nope", 401)],
    ["VALIDATION_ERROR", new ApiError("VALIDATION_ERROR", "bad", 422)],
    ["status 422", new ApiError("REQUEST_FAILED", "bad", 422)],
    ["a 404", new ApiError("NOT_FOUND", "missing", 404)],
    ["a 429", new ApiError("RATE_LIMITED", "slow down", 429)],
    ["CSRF_NOT_READY (403)", new ApiError("CSRF_NOT_READY", "CSRF protection not ready", 403)],
  ])("does not retry %s", (_label, error) => {
    expect(shouldRetryRequest(0, error)).toBe(false);
  });

  it.each([
    ["a 500", new ApiError("INTERNAL_ERROR", "boom", 500)],
    ["a 503", new ApiError("SERVICE_UNAVAILABLE", "later", 503)],
    ["a network error", new ApiError("NETWORK_ERROR", "Network request failed", 0)],
    ["a plain Error", new Error("unexpected")],
  ])("retries %s up to 3 times", (_label, error) => {
    expect(shouldRetryRequest(0, error)).toBe(true);
    expect(shouldRetryRequest(2, error)).toBe(true);
    expect(shouldRetryRequest(3, error)).toBe(false);
  });

  it("supports other limits", () => {
    const error = new ApiError("INTERNAL_ERROR", "boom", 500);
    expect(retryUpTo(2)(1, error)).toBe(true);
    expect(retryUpTo(2)(2, error)).toBe(false);
  });
});

describe("getRetryDelay", () => {
  it("starts at 1 s, doubles and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(getRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("withRetry", () => {
  it("retries a server error with growing delays and returns the first success", async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError("INTERNAL_ERROR", "boom", 500))
      .mockRejectedValueOnce(new ApiError("NETWORK_ERROR", "Network request failed", 0))
      .mockResolvedValueOnce("done");
    const wait = vi.fn(async (_ms: number) => {});
    await expect(withRetry(operation, { wait })).resolves.toBe("done");
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it("gives up after 3 retries", async () => {
    const error = new ApiError("INTERNAL_ERROR", "boom", 500);
    const operation = vi.fn<() => Promise<string>>().mockRejectedValue(error);
    const wait = vi.fn(async (_ms: number) => {});
    await expect(withRetry(operation, { wait })).rejects.toBe(error);
    expect(operation).toHaveBeenCalledTimes(4);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it("fails at once on an authentication error", async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiError("AUTH_REQUIRED", "login", 401));
    const wait = vi.fn(async (_ms: number) => {});
    await expect(withRetry(operation, { wait })).rejects.toMatchObject({ code: "AUTH_REQUIRED" });
    expect(operation).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});
