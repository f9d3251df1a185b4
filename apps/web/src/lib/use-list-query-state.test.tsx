import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MemoryRouter, useLocation } from "@/lib/router";
import { useListQueryState } from "./use-list-query-state";

const QuerySchema = z.object({
  status: z.enum(["open", "handled", "all"]).default("open"),
  search: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

const router =
  (url = "/admin") =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe("useListQueryState", () => {
  it("gives the api hook the parsed query, with limit and offset of the page", () => {
    const { result } = renderHook(() => useListQueryState(QuerySchema, { pageSize: 10 }), {
      wrapper: router(),
    });
    expect(result.current.query).toEqual({ status: "open", limit: 10, offset: 0 });
    act(() => result.current.setPage(3));
    expect(result.current.query).toEqual({ status: "open", limit: 10, offset: 20 });
    expect(result.current.pager).toMatchObject({ page: 2, pageSize: 10 });
  });

  it("starts again at page 1 when a filter, the search or the order changes", () => {
    const { result } = renderHook(
      () => useListQueryState(QuerySchema, { pageSize: 10, defaults: { status: "handled" } }),
      { wrapper: router() },
    );
    expect(result.current.query.status).toBe("handled");
    act(() => result.current.setPage(4));
    act(() => result.current.setFilters({ status: "all" }));
    expect(result.current.page).toBe(1);
    expect(result.current.query).toMatchObject({ status: "all", offset: 0 });

    act(() => result.current.setPage(2));
    act(() => result.current.setFilters({ search: "toronto" }));
    expect(result.current.query).toMatchObject({ search: "toronto", offset: 0 });

    act(() => result.current.setPage(2));
    act(() => result.current.setSort({ id: "name", desc: true }));
    expect(result.current.page).toBe(1);
    expect(result.current.sort).toEqual({ id: "name", desc: true });
  });

  it("keeps the state in the address when asked, and reads a hand-edited one safely", () => {
    const { result } = renderHook(
      () => ({
        list: useListQueryState(QuerySchema, { pageSize: 10, inUrl: true }),
        location: useLocation(),
      }),
      { wrapper: router("/admin?status=handled&page=3") },
    );
    expect(result.current.list.query).toEqual({ status: "handled", limit: 10, offset: 20 });
    act(() => result.current.list.setFilters({ status: "all" }));
    expect(result.current.location.search).toBe("?status=all");
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort({ id: "name", desc: true }));
    expect(result.current.location.search).toBe("?status=all&sort=-name");
    act(() => result.current.list.setFilters({ status: "open" }));
    // The default filter leaves the address.
    expect(result.current.location.search).toBe("?sort=-name");
  });

  it("falls back to the defaults when the address holds a filter the schema refuses", () => {
    const { result } = renderHook(() => useListQueryState(QuerySchema, { pageSize: 10, inUrl: true }), {
      wrapper: router("/admin?status=bogus"),
    });
    expect(result.current.query).toEqual({ status: "open", limit: 10, offset: 0 });
  });

  it("falls back to the first page when the address holds a page past what the schema allows", () => {
    const { result } = renderHook(() => useListQueryState(QuerySchema, { pageSize: 10, inUrl: true }), {
      wrapper: router("/admin?status=handled&page=50000"),
    });
    expect(result.current.query).toEqual({ status: "open", limit: 10, offset: 0 });
  });
});
