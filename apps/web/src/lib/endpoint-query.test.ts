import { supportEndpoints } from "@meridian/contract";
import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { endpointQueryOptions, listQueryOptions, variablesOf } from "./endpoint-query";

type Placeholder = (previous: unknown, previousQuery: Pick<Query, "queryKey"> | undefined) => unknown;

describe("endpoint queries", () => {
  it("are keyed by the endpoint and the params and query they send", () => {
    expect(endpointQueryOptions(supportEndpoints.requests).queryKey).toEqual(["/api/admin/support-requests"]);
    expect(endpointQueryOptions(supportEndpoints.requests, { query: { status: "open" } }).queryKey).toEqual([
      "/api/admin/support-requests",
      { status: "open" },
    ]);
    expect(variablesOf({ params: { id: "a" }, query: { q: "x" } })).toEqual({ id: "a", q: "x" });
  });

  it("keep the page on screen while the next loads, unless a field that makes another list changed", () => {
    const previous = { data: [], meta: {} };
    const at = (query: object) => ({ queryKey: ["/api/admin/support-requests", query] });
    const open = { status: "open", limit: 20, offset: 0 } as const;
    const kept = listQueryOptions(supportEndpoints.requests, { ...open, offset: 20 })
      .placeholderData as Placeholder;
    expect(kept(previous, at(open))).toBe(previous);
    expect(kept(previous, at({ ...open, status: "handled" }))).toBe(previous);

    const reset = listQueryOptions(
      supportEndpoints.requests,
      { ...open, offset: 20 },
      { resetOn: ["status"] },
    ).placeholderData as Placeholder;
    expect(reset(previous, at(open))).toBe(previous);
    expect(reset(previous, at({ ...open, status: "handled" }))).toBeUndefined();
    expect(reset(undefined, undefined)).toBeUndefined();
  });
});
