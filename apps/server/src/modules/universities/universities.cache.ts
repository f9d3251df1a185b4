import type { AppContext } from "../../lib/context.js";
import { ResultCache } from "../../lib/result-cache.js";

// One cache per app (tests build several apps in one process), made on first use.
const caches = new WeakMap<AppContext, ResultCache<unknown>>();

/**
 * Catalogue reads (search pages, the teaser pool), dropped on every catalogue write, this node's or
 * (through the bus) another's. 30 s bounds how long a write can go unseen while Redis is unreachable.
 */
export function catalogueCache<T>(ctx: AppContext): ResultCache<T> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ResultCache({ maxEntries: 2_000, ttlMs: 30_000 });
    caches.set(ctx, cache);
  }
  return cache as ResultCache<T>;
}
