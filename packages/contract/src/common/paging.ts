import { z } from "zod";

/**
 * The `limit` and `offset` of a paged list's query: `size` rows unless the caller asks, at most
 * `max`; an offset past `offsetMax` is refused (a list is not read that deep).
 */
export function pageQuery(size: number, max: number, offsetMax = 100_000) {
  return {
    limit: z.coerce.number().int().min(1).max(max).default(size),
    offset: z.coerce.number().int().min(0).max(offsetMax).default(0),
  };
}
