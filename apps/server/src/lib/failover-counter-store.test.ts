import { describe, expect, it } from "vitest";
import { MemoryCounterStore } from "./rate-limiter.js";
import { FailoverCounterStore } from "./redis-counter-store.js";

const failing = {
  increment: () => Promise.reject(new Error("Command timed out")),
  peek: () => Promise.reject(new Error("Command timed out")),
  reset: () => Promise.reject(new Error("Command timed out")),
};

describe("FailoverCounterStore", () => {
  it("counts on this node when the shared store fails or is known to be down, never failing open", async () => {
    const local = new MemoryCounterStore();
    let up = true;
    const store = new FailoverCounterStore(failing, local, () => up);
    expect((await store.increment("k", 60_000)).count).toBe(1);
    up = false;
    expect((await store.increment("k", 60_000)).count).toBe(2);
    expect((await store.peek("k")).count).toBe(2);
    await store.reset("k");
    expect((await store.peek("k")).count).toBe(0);
    local.close();
  });
});
