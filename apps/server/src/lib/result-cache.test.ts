import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache.js";

describe("ResultCache", () => {
  it("serves a value until it expires or is invalidated", async () => {
    let now = 0;
    const cache = new ResultCache<number>({ maxEntries: 10, ttlMs: 1_000 }, () => now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.getOrCompute("a", compute)).toBe(1);
    expect(await cache.getOrCompute("a", compute)).toBe(1);
    now = 1_000;
    expect(await cache.getOrCompute("a", compute)).toBe(2);
    cache.invalidate();
    expect(await cache.getOrCompute("a", compute)).toBe(3);
  });

  it("evicts the least recently used entry past its size", () => {
    const cache = new ResultCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set("a", "A");
    cache.set("b", "B");
    cache.get("a");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });
});
