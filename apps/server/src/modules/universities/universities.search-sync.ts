import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { UniversityRow } from "../../db/schema/index.js";
import type { BusEvent } from "../../lib/bus.js";
import type { AppContext } from "../../lib/context.js";
import { catalogueCache } from "./universities.cache.js";
import { allUniversities, universitiesByIds } from "./universities.repository.js";
import { CatalogueIndex } from "./universities.search-index.js";

/** This node's copy of the catalogue index, and whether it can be trusted right now. */
interface IndexState {
  /** Names this node on the bus, so it skips its own announcements. */
  readonly node: string;
  index: CatalogueIndex | undefined;
  /** Builds and reloads, one at a time in order, so a later read always lands last. */
  queue: Promise<void>;
  /** Another node's changes announced but not yet loaded here. */
  pending: number;
  /** Redis was unreachable since the index was built: other nodes' changes may have been missed. */
  missedEvents: boolean;
  log: FastifyBaseLogger | undefined;
}

const states = new WeakMap<AppContext, IndexState>();

function stateOf(ctx: AppContext): IndexState {
  let state = states.get(ctx);
  if (!state) {
    state = {
      node: randomUUID(),
      index: undefined,
      queue: Promise.resolve(),
      pending: 0,
      missedEvents: false,
      log: undefined,
    };
    states.set(ctx, state);
  }
  return state;
}

/** Runs `step` after every earlier build or reload; a failure drops the index (rebuilt on next use). */
function enqueue(state: IndexState, step: () => Promise<void>): Promise<void> {
  const run = state.queue.then(step).catch((err: unknown) => {
    state.index = undefined;
    state.log?.warn({ err }, "catalogue index could not be refreshed; search reads the database");
  });
  state.queue = run;
  return run;
}

/**
 * Puts a new index in place and drops cached results: a search answered from the old index while
 * the new one was loading must not outlive it in the 30-second result cache.
 */
function replaceIndex(ctx: AppContext, state: IndexState, rows: Map<string, UniversityRow>): void {
  state.index = new CatalogueIndex(rows);
  catalogueCache(ctx).invalidate();
}

/** Reads the whole catalogue into a new index. */
function rebuild(ctx: AppContext, state: IndexState): Promise<void> {
  return enqueue(state, async () => {
    const rows = await allUniversities(ctx.db);
    replaceIndex(ctx, state, new Map(rows.map((row) => [row.id, row])));
  });
}

/** Reloads the given rows (or all) into a new index; nothing to do before the first build. */
function reload(ctx: AppContext, state: IndexState, ids: string[] | undefined): Promise<void> {
  if (ids === undefined) return rebuild(ctx, state);
  return enqueue(state, async () => {
    const before = state.index;
    if (!before) return;
    const fresh = await universitiesByIds(ctx.db, ids);
    const rows = new Map<string, UniversityRow>(before.rows);
    for (const id of ids) rows.delete(id);
    for (const row of fresh) rows.set(row.id, row);
    replaceIndex(ctx, state, rows);
  });
}

/**
 * The index when it answers as the database would, else undefined (search then reads the
 * database): while another node's change is being loaded, and while Redis is unreachable or has
 * been since the last full build, since other nodes' changes may not have reached this one.
 * The first call builds the index and waits for it.
 */
export async function usableSearchIndex(ctx: AppContext): Promise<CatalogueIndex | undefined> {
  const state = stateOf(ctx);
  if (!state.index) {
    await state.queue;
    if (!state.index) await rebuild(ctx, state);
  }
  if (state.pending > 0 || state.missedEvents) return undefined;
  if (ctx.redis && !ctx.redis.available) return undefined;
  return state.index;
}

/** Resolves once every build and reload started so far has landed (tests wait on it). */
export function catalogueIndexSettled(ctx: AppContext): Promise<void> {
  return stateOf(ctx).queue;
}

/**
 * After a committed catalogue write on this node: loads the changed rows (all of them for an
 * import) into this node's index before the write is answered, and tells the other nodes.
 */
export async function announceCatalogueChange(ctx: AppContext, ids?: string[]): Promise<void> {
  const state = stateOf(ctx);
  catalogueCache(ctx).invalidate();
  await reload(ctx, state, ids);
  await ctx.bus.publish({ kind: "catalogue-changed", from: state.node, ...(ids ? { ids } : {}) });
}

/**
 * Keeps this node's index in step: other nodes' changes arrive through the bus, and after Redis
 * was unreachable the index is rebuilt from the database before it is trusted again.
 */
export function followCatalogueChanges(ctx: AppContext, log: FastifyBaseLogger): void {
  const state = stateOf(ctx);
  state.log = log;
  ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind !== "catalogue-changed" || event.from === state.node) return;
    // The result cache first, then the database answers until the rows are loaded here.
    catalogueCache(ctx).invalidate();
    state.pending++;
    void reload(ctx, state, event.ids).finally(() => {
      state.pending--;
    });
  });
  let outages = 0;
  ctx.redis?.on("change", (available: boolean) => {
    if (!available) {
      outages++;
      state.missedEvents = true;
      catalogueCache(ctx).invalidate();
      return;
    }
    const outage = outages;
    void rebuild(ctx, state).then(() => {
      // Trusted again only if Redis did not drop once more while the catalogue was read.
      if (outage === outages && state.index) state.missedEvents = false;
    });
  });
}
