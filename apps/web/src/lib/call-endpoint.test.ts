import {
  defineEndpoint,
  notificationEndpoints,
  UniversitySearchQuerySchema,
  universityEndpoints,
} from "@meridian/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { clearCsrfToken } from "./api-client";
import { callEndpoint } from "./call-endpoint";

const emptyPage = {
  universities: [],
  total: 0,
  hasMore: false,
  unpublished: { count: 0, figures: [], included: false },
};

/** Stubs fetch with one answer (a list's `meta` beside its data) and returns the URLs asked for. */
function stubFetch(data: unknown, meta?: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ success: true, data, ...(meta === undefined ? {} : { meta }) }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return urls;
}

/** What the server's schema reads from the URL the client built. */
function parsedQuery(url: string, schema: z.ZodType) {
  const search = new URL(url, "http://localhost").searchParams;
  return schema.parse(Object.fromEntries(search));
}

afterEach(() => {
  clearCsrfToken();
});

describe("callEndpoint query", () => {
  it("sends the query in the URL, leaving out undefined values", async () => {
    const urls = stubFetch([], { total: 0, hasMore: false });
    await callEndpoint(notificationEndpoints.list, {
      query: { filter: "unread", limit: 5, offset: undefined },
    });
    expect(urls).toEqual(["/api/notifications?filter=unread&limit=5"]);
  });

  it("sends lists comma-separated, which the server's schema splits back into the same list", async () => {
    const urls = stubFetch(emptyPage);
    // The contract types these as the joined text; a list handed over anyway is joined the same way.
    const query = { country: ["Canada", "South Korea"], fields: [], search: "tor & co" };
    await callEndpoint(universityEndpoints.search, { query: query as unknown as { country: string } });
    const [url = ""] = urls;
    expect(url).not.toContain("fields");
    expect(parsedQuery(url, UniversitySearchQuerySchema)).toMatchObject({
      country: ["Canada", "South Korea"],
      search: "tor & co",
    });
  });

  it("round-trips numbers and the contract's defaults through the server's schema", async () => {
    const urls = stubFetch(emptyPage);
    await callEndpoint(universityEndpoints.search, {
      query: { minTuition: 10_000, maxRanking: 50, sortBy: "ranking", offset: 12 },
    });
    const [url = ""] = urls;
    expect(url.startsWith("/api/universities?")).toBe(true);
    expect(parsedQuery(url, UniversitySearchQuerySchema)).toMatchObject({
      minTuition: 10_000,
      maxRanking: 50,
      sortBy: "ranking",
      offset: 12,
      limit: 6,
    });
  });

  it("fills path parameters and adds no question mark without a query", async () => {
    const urls = stubFetch({ id: "00000000-0000-4000-8000-000000000009" });
    await callEndpoint(
      defineEndpoint({
        method: "GET",
        path: "/api/things/{id}",
        summary: "test",
        tags: [],
        params: z.object({ id: z.string() }),
        response: z.object({ id: z.string() }),
      }),
      { params: { id: "a/b" } },
    );
    expect(urls).toEqual(["/api/things/a%2Fb"]);
  });
});

describe("callEndpoint headers", () => {
  it("sends the caller's headers beside its own", async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        sent.push(new Headers(init.headers));
        return new Response(JSON.stringify({ success: true, data: { count: 0 } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    await callEndpoint(notificationEndpoints.unreadCount, { headers: { "Idempotency-Key": "key-1" } });
    expect(sent[0]?.get("Idempotency-Key")).toBe("key-1");
    expect(sent[0]?.get("Accept")).toBe("application/json");
  });
});
