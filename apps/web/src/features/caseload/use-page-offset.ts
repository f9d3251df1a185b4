import { useState } from "react";

/**
 * The offset of a paged list that starts again from its first page whenever `filters` change
 * (spec part 2 §4: a filter change resets the list), decided during render so no request ever
 * goes out with the old offset and the new filters.
 */
export function usePageOffset(filters: string): [number, (offset: number) => void] {
  const [page, setPage] = useState({ filters, offset: 0 });
  const offset = page.filters === filters ? page.offset : 0;
  return [offset, (next) => setPage({ filters, offset: next })];
}
