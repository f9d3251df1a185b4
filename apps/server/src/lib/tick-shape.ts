import { createHook } from "node:async_hooks";

/** The tick object held for the process's life (see `holdTickShape`). */
let held: object | undefined;

/**
 * Holds one of `process.nextTick`'s queue entries for the life of the process, so the hidden class
 * V8 gives them is never collected (decision 072). Tick objects live for a moment: a full garbage
 * collection that runs while none is queued (PGlite loading its extensions runs several) frees
 * their hidden class and clears what nextTick's code had learnt about it, and from then on V8
 * builds every tick object through two runtime calls. A node serves about 15 ticks a request: on
 * PGlite that was a quarter of the instructions of a cached `/api/auth/me`. Called once at start,
 * before the database opens; an async hook is enabled for that one tick only, to get hold of it.
 *
 * A performance trick, fenced (decision 088): `npm run bench:instructions` (bench/instructions.ts)
 * measured it (a cached /me on PGlite, 143,000–175,000 instructions before, 107,572 after), and
 * tick-shape.test.ts fails once Node no longer loses the class, when this goes.
 */
export function holdTickShape(): object | undefined {
  if (held) return held;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") held ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return held;
}
