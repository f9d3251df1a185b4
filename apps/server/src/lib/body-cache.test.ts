import { describe, expect, it } from "vitest";
import { BodyCache } from "./body-cache.js";

describe("BodyCache", () => {
  it("serves a body only for the version it was made from", () => {
    const cache = new BodyCache(1024);
    cache.set("a", "1", Buffer.from("body at 1"));
    expect(cache.get("a", "1")?.toString()).toBe("body at 1");
    expect(cache.get("a", "2")).toBeUndefined();
    cache.set("a", "2", Buffer.from("body at 2"));
    expect(cache.get("a", "1")).toBeUndefined();
    expect(cache.get("a", "2")?.toString()).toBe("body at 2");
  });

  it("lets the least recently used bodies go once the bytes pass the budget", () => {
    // Three bodies of 10 bytes fit in 32; a fourth pushes the least recently used out.
    const cache = new BodyCache(32);
    cache.set("a", "1", Buffer.alloc(10));
    cache.set("b", "1", Buffer.alloc(10));
    cache.set("c", "1", Buffer.alloc(10));
    expect(cache.get("a", "1")).toBeDefined();
    cache.set("d", "1", Buffer.alloc(10));
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("d", "1")).toBeDefined();
  });

  it("does not keep a body larger than the whole budget", () => {
    const cache = new BodyCache(16);
    cache.set("a", "1", Buffer.alloc(100));
    expect(cache.get("a", "1")).toBeUndefined();
  });
});
