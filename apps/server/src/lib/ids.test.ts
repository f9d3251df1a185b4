import { describe, expect, it } from "vitest";
import { newId, REQUEST_ID_PATTERN, requestIdSource } from "./ids.js";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("keeps the order ids were made in within one millisecond", () => {
    const at = Date.now();
    const ids = Array.from({ length: 1_000 }, () => newId(at));
    expect(new Set(ids).size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    // The next millisecond sorts after all of them.
    expect(newId(at + 1) > (ids.at(-1) ?? "")).toBe(true);
  });

  it("writes an earlier time when asked for one (a seed writing the past)", () => {
    const later = newId();
    const past = Date.UTC(2026, 0, 1);
    const id = newId(past);
    expect(id).toMatch(UUID_V7);
    expect(id < later).toBe(true);
    expect(Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(past);
  });
});

describe("requestIdSource", () => {
  it("names every request of a process differently, and another process's requests differently again", () => {
    const first = requestIdSource();
    const second = requestIdSource();
    const ids = Array.from({ length: 1_000 }, () => first());
    expect(new Set(ids).size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(REQUEST_ID_PATTERN);
    const other = second();
    expect(other.slice(0, 12)).not.toBe(ids[0]?.slice(0, 12));
    expect(ids).not.toContain(other);
  });
});
