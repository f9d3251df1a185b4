import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CounterStore } from "../lib/rate-limiter.js";

/** A counter store under test, with a way to move its time forward. */
export interface CounterStoreHarness {
  store: CounterStore;
  /** Lets `ms` of the store's time pass without waiting for it. */
  elapse(ms: number): Promise<void>;
  /**
   * How far a window reading may fall short of the exact figure: 0 on a test clock; a store that
   * keeps its own time (Redis) loses the real milliseconds the test itself takes.
   */
  slackMs: number;
  /** Drops what the test left behind. */
  close(): Promise<void>;
}

const WINDOW = 60_000;

/**
 * The behaviour every CounterStore must have, so the memory store (one node) and the Redis store
 * (a cluster) throttle alike. Each test gets a fresh harness.
 */
export function describeCounterStoreBehaviour(name: string, open: () => Promise<CounterStoreHarness>): void {
  describe(`${name}: counter store behaviour`, () => {
    let h: CounterStoreHarness;
    beforeEach(async () => {
      h = await open();
    });
    afterEach(async () => {
      await h.close();
    });

    /** A window reading: at most the exact figure, and short of it by no more than the slack. */
    function expectWindowLeft(resetInMs: number, exactMs: number): void {
      expect(resetInMs).toBeLessThanOrEqual(exactMs);
      expect(resetInMs).toBeGreaterThanOrEqual(exactMs - h.slackMs);
    }

    it("counts from 1 in a fresh window and reports the whole window left", async () => {
      const first = await h.store.increment("k", WINDOW);
      expect(first.count).toBe(1);
      expectWindowLeft(first.resetInMs, WINDOW);
      expect((await h.store.increment("k", WINDOW)).count).toBe(2);
      expect((await h.store.increment("k", WINDOW)).count).toBe(3);
    });

    it("adds a given amount in one step", async () => {
      expect((await h.store.increment("k", WINDOW, 3)).count).toBe(3);
      expect((await h.store.increment("k", WINDOW, 2)).count).toBe(5);
    });

    it("keeps the window of the first hit: later hits do not extend it", async () => {
      await h.store.increment("k", WINDOW);
      await h.elapse(40_000);
      const later = await h.store.increment("k", WINDOW);
      expect(later.count).toBe(2);
      expectWindowLeft(later.resetInMs, 20_000);
      expectWindowLeft((await h.store.peek("k")).resetInMs, 20_000);
    });

    it("starts again from 1 once the window has passed", async () => {
      for (let i = 0; i < 4; i++) await h.store.increment("k", WINDOW);
      await h.elapse(WINDOW);
      expect(await h.store.peek("k")).toEqual({ count: 0, resetInMs: 0 });
      const fresh = await h.store.increment("k", WINDOW);
      expect(fresh.count).toBe(1);
      expectWindowLeft(fresh.resetInMs, WINDOW);
    });

    it("reads a counter without changing it", async () => {
      expect(await h.store.peek("k")).toEqual({ count: 0, resetInMs: 0 });
      await h.store.increment("k", WINDOW);
      await h.store.increment("k", WINDOW);
      const peeked = await h.store.peek("k");
      expect(peeked.count).toBe(2);
      expectWindowLeft(peeked.resetInMs, WINDOW);
      expect((await h.store.peek("k")).count).toBe(2);
      expect((await h.store.increment("k", WINDOW)).count).toBe(3);
    });

    it("resets one key and leaves the others alone", async () => {
      await h.store.increment("a", WINDOW, 4);
      await h.store.increment("b", WINDOW);
      await h.store.reset("a");
      expect(await h.store.peek("a")).toEqual({ count: 0, resetInMs: 0 });
      expect((await h.store.peek("b")).count).toBe(1);
      const again = await h.store.increment("a", WINDOW);
      expect(again.count).toBe(1);
      expectWindowLeft(again.resetInMs, WINDOW);
      // Resetting a key that has no counter is harmless.
      await h.store.reset("never-counted");
    });

    it("gives each of many simultaneous hits its own count", async () => {
      const results = await Promise.all(Array.from({ length: 25 }, () => h.store.increment("k", WINDOW)));
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      expect((await h.store.peek("k")).count).toBe(25);
    });
  });
}
