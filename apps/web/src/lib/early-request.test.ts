import { authEndpoints, storageKeys } from "@meridian/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest } from "./api-client";
import { SESSION_PATH, startEarlyRequest, takeEarlyRequest } from "./early-request";

const answer = (name: string) =>
  new Response(JSON.stringify({ success: true, data: { name } }), {
    headers: { "content-type": "application/json" },
  });

function stubFetch() {
  let served = 0;
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    answer(`answer ${++served}`),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const schema = z.object({ name: z.string() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a request started before the app's code", () => {
  it("is the session's address of the contract", () => {
    expect(SESSION_PATH).toBe(authEndpoints.me.path);
  });

  it("answers the first GET of its address with the session's token, once, without asking again", async () => {
    const fetchMock = stubFetch();
    window.localStorage.setItem(storageKeys.authToken, "token-a");
    startEarlyRequest("/api/auth/me", "token-a");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe("Bearer token-a");

    expect(await apiRequest("/api/auth/me", { schema })).toEqual({ name: "answer 1" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request goes to the server.
    expect(await apiRequest("/api/auth/me", { schema })).toEqual({ name: "answer 2" });
  });

  it("is not used for another token, or once it is older than ten seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = stubFetch();
    startEarlyRequest("/api/auth/me", "token-a");
    window.localStorage.setItem(storageKeys.authToken, "token-b");
    expect(await apiRequest("/api/auth/me", { schema })).toEqual({ name: "answer 2" });

    startEarlyRequest("/api/auth/me", "token-b");
    vi.setSystemTime(Date.now() + 10_001);
    expect(takeEarlyRequest("/api/auth/me", "token-b")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
