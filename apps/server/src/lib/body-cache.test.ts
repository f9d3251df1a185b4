import { describe, expect, it } from "vitest";
import { BodyCache } from "./body-cache.js";

describe("BodyCache", () => {
  it("serves a body only for the version it was made from", () => {
    const cache = new BodyCache(1024);
    cache.set("a", "1", "body at 1");
    expect(cache.get("a", "1")).toBe("body at 1");
    expect(cache.get("a", "2")).toBeUndefined();
    cache.set("a", "2", "body at 2");
    expect(cache.get("a", "1")).toBeUndefined();
    expect(cache.get("a", "2")).toBe("body at 2");
  });

  it("lets the least recently used bodies go once the bytes pass the budget", () => {
    // 10 characters are 20 bytes: three bodies fit in 64, a fourth pushes the oldest unused out.
    const cache = new BodyCache(64);
    cache.set("a", "1", "a".repeat(10));
    cache.set("b", "1", "b".repeat(10));
    cache.set("c", "1", "c".repeat(10));
    expect(cache.get("a", "1")).toBeDefined();
    cache.set("d", "1", "d".repeat(10));
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("d", "1")).toBeDefined();
  });

  it("does not keep a body larger than the whole budget", () => {
    const cache = new BodyCache(16);
    cache.set("a", "1", "x".repeat(100));
    expect(cache.get("a", "1")).toBeUndefined();
  });
});
