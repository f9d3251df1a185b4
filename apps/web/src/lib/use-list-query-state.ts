import { useMemo, useState } from "react";
import type { z } from "zod";
import { useSearchParams } from "@/lib/router";

/** A list's order: the column (or sort key) and its direction; null when the list keeps its own. */
export type SortState = { id: string; desc: boolean } | null;

/** The keys of a list query that are paging, not filters. */
type PagingKey = "limit" | "offset";

/** The filters of a contract list query: every key but `limit` and `offset`. */
export type ListFilters<S extends z.ZodObject> = Omit<z.input<S>, PagingKey>;

export interface ListQueryStateOptions<S extends z.ZodObject> {
  /** Rows per page; sent as `limit`. */
  pageSize: number;
  /** Filter values before the user picks any (the schema's own defaults fill the rest). */
  defaults?: Partial<ListFilters<S>>;
  /** The order before the user picks one. */
  defaultSort?: SortState;
  /**
   * Keep the state in the address's query (`?status=open&page=2&sort=-name`), so a link or Back
   * brings the same list; one such list per page. By default it lives in the component (the admin
   * panels share pages, and their state does not outlive the visit).
   */
  inUrl?: boolean;
}

export interface ListQueryState<S extends z.ZodObject> {
  /** The query for the list's api hook: the schema's output, with `limit` and `offset` of the page. */
  query: z.output<S>;
  /** The filters as set (before the schema's parsing). */
  filters: ListFilters<S>;
  /** Sets filters; the list starts again at its first page. */
  setFilters: (patch: Partial<ListFilters<S>>) => void;
  /** The page shown, from 1. */
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  sort: SortState;
  /** Orders the list; it starts again at its first page. */
  setSort: (sort: SortState) => void;
  /** What `ListPager` needs of the paging: spread it into the pager. */
  pager: { page: number; pageSize: number; onPage: (page: number) => void };
}

interface Held<F> {
  filters: F;
  page: number;
  sort: SortState;
}

const SORT_PARAM = "sort";
const PAGE_PARAM = "page";

/** `-name` for name descending, `name` ascending: the address's spelling of an order. */
function sortToParam(sort: SortState): string | null {
  return sort ? `${sort.desc ? "-" : ""}${sort.id}` : null;
}

function sortFromParam(value: string | null): SortState | undefined {
  if (!value) return undefined;
  return value.startsWith("-") ? { id: value.slice(1), desc: true } : { id: value, desc: false };
}

function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The state kept in the address: the filters the schema knows, the page and the order. */
function readParams<F>(params: URLSearchParams, keys: readonly string[], defaults: Held<F>): Held<F> {
  const filters: Record<string, unknown> = { ...(defaults.filters as Record<string, unknown>) };
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) filters[key] = value;
  }
  return {
    filters: filters as F,
    page: pageFromParam(params.get(PAGE_PARAM)),
    sort: sortFromParam(params.get(SORT_PARAM)) ?? defaults.sort,
  };
}

function writeParams<F>(
  current: URLSearchParams,
  held: Held<F>,
  defaults: Held<F>,
  initial: Record<string, unknown>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const filters = held.filters as Record<string, unknown>;
  for (const [key, value] of Object.entries(filters)) {
    // A default or empty filter stays out of the address, so the plain link is the first view.
    if (value === undefined || value === null || value === "" || value === initial[key]) next.delete(key);
    else next.set(key, String(value));
  }
  if (held.page > 1) next.set(PAGE_PARAM, String(held.page));
  else next.delete(PAGE_PARAM);
  const sort = sortToParam(held.sort);
  if (sort !== null && sort !== sortToParam(defaults.sort)) next.set(SORT_PARAM, sort);
  else next.delete(SORT_PARAM);
  return next;
}

/**
 * The paging, filters and order of one list, driven by the contract's query schema. Changing a
 * filter or the order starts again at page 1 in the same update, so no request ever goes out with
 * the new filters and the old offset (spec part 2 §4: a filter change resets the list).
 */
export function useListQueryState<S extends z.ZodObject>(
  schema: S,
  { pageSize, defaults, defaultSort = null, inUrl = false }: ListQueryStateOptions<S>,
): ListQueryState<S> {
  type F = ListFilters<S>;
  const initial: Held<F> = { filters: (defaults ?? {}) as F, page: 1, sort: defaultSort };
  const [local, setLocal] = useState<Held<F>>(initial);
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(schema.shape).filter((key) => key !== "limit" && key !== "offset");
  const held = inUrl ? readParams(params, keys, initial) : local;

  // Each change works from the state at the time it applies, not from this render's copy.
  const update = (change: (current: Held<F>) => Held<F>) => {
    if (!inUrl) return setLocal(change);
    // What the list shows with nothing in the address: the schema's defaults, then the caller's.
    const parsed = schema.safeParse({});
    const first = { ...(parsed.success ? parsed.data : {}), ...(initial.filters as Record<string, unknown>) };
    setParams((current) => writeParams(current, change(readParams(current, keys, initial)), initial, first));
  };

  const filterKey = JSON.stringify(held.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by value (filterKey)
  const query = useMemo(() => {
    const paging = { limit: pageSize, offset: (held.page - 1) * pageSize };
    // A filter or page the schema refuses (a hand-edited address) falls back to the defaults on the
    // first page, not to an error.
    const parsed = schema.safeParse({ ...held.filters, ...paging });
    return (
      parsed.success ? parsed.data : schema.parse({ ...initial.filters, limit: pageSize, offset: 0 })
    ) as z.output<S>;
  }, [schema, filterKey, held.page, pageSize]);

  const setPage = (page: number) => update((current) => ({ ...current, page: Math.max(1, page) }));
  return {
    query,
    filters: held.filters,
    setFilters: (patch) =>
      update((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 1 })),
    page: held.page,
    setPage,
    pageSize,
    sort: held.sort,
    setSort: (sort) => update((current) => ({ ...current, sort, page: 1 })),
    pager: { page: held.page - 1, pageSize, onPage: (page) => setPage(page + 1) },
  };
}
