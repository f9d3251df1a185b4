import { afterEach, describe, expect, it } from "vitest";
import { describeCounterStoreBehaviour } from "../test/counter-store-suite.js";
import { AppError } from "./app-error.js";
import { type LimitRule, MemoryCounterStore, RateLimiter } from "./rate-limiter.js";

/** A clock that stands still until the test moves it. */
function manualClock() {
  const clock = { ms: Date.UTC(2026, 0, 1), now: () => clock.ms, advance: (ms: number) => (clock.ms += ms) };
  return clock;
}

describeCounterStoreBehaviour("MemoryCounterStore", async () => {
  const clock = manualClock();
  const store = new MemoryCounterStore(clock.now);
  return {
    store,
    elapse: async (ms) => void clock.advance(ms),
    slackMs: 0,
    close: async () => store.close(),
  };
});

const MINUTE = 60_000;
const rule: LimitRule = { name: "test:ip", limit: 3, windowMs: 15 * MINUTE, hint: "Too many tries." };

/** The refusal a call ends with, or undefined when it passes. */
async function refusal(call: Promise<void>): Promise<AppError | undefined> {
  try {
    await call;
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe("RateLimiter", () => {
  let store: MemoryCounterStore | undefined;
  afterEach(() => store?.close());

  function limiterOnClock() {
    const clock = manualClock();
    store = new MemoryCounterStore(clock.now);
    return { clock, limiter: new RateLimiter(store) };
  }

  it("lets the limit through, refuses the next with 429 and the whole window to wait", async () => {
    const { limiter } = limiterOnClock();
    for (let i = 0; i < rule.limit; i++)
      expect(await refusal(limiter.consume(rule, "10.0.0.1"))).toBeUndefined();
    const refused = await refusal(limiter.consume(rule, "10.0.0.1"));
    expect(refused?.code).toBe("RATE_LIMITED");
    expect(refused?.statusCode).toBe(429);
    expect(refused?.extra.retryAfterSeconds).toBe(15 * 60);
    expect(refused?.extra.hint).toBe("Too many tries. Try again in 15 minutes.");
  });

  it("allows again exactly when the window ends, and counts a new window from there", async () => {
    const { clock, limiter } = limiterOnClock();
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, "s");
    clock.advance(rule.windowMs - 1);
    const lastMoment = await refusal(limiter.consume(rule, "s"));
    expect(lastMoment?.extra.retryAfterSeconds).toBe(1);
    expect(lastMoment?.extra.hint).toBe("Too many tries. Try again in 1 second.");
    clock.advance(1);
    for (let i = 0; i < rule.limit; i++) expect(await refusal(limiter.consume(rule, "s"))).toBeUndefined();
    expect(await refusal(limiter.consume(rule, "s"))).toBeInstanceOf(AppError);
  });

  it("does not extend the window for attempts made while refused", async () => {
    const { clock, limiter } = limiterOnClock();
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, "s");
    for (let i = 0; i < 20; i++) {
      clock.advance(30_000);
      await refusal(limiter.consume(rule, "s"));
    }
    // 10 of the 15 minutes are gone, however often it was hammered.
    expect((await refusal(limiter.consume(rule, "s")))?.extra.retryAfterSeconds).toBe(5 * 60);
    clock.advance(5 * MINUTE);
    expect(await refusal(limiter.consume(rule, "s"))).toBeUndefined();
  });

  it("rounds the wait up, to whole seconds under a minute and whole minutes above", async () => {
    const { clock, limiter } = limiterOnClock();
    for (let i = 0; i <= rule.limit; i++) await refusal(limiter.consume(rule, "s"));
    const waits: [number, number, string][] = [
      // [ms left in the window, Retry-After seconds, the hint's wait]
      [90_000, 90, "2 minutes"],
      [60_000, 60, "1 minute"],
      [59_001, 60, "1 minute"],
      [30_000, 30, "30 seconds"],
      [1_200, 2, "2 seconds"],
      [1, 1, "1 second"],
    ];
    for (const [left, seconds, wait] of waits) {
      clock.ms = Date.UTC(2026, 0, 1) + rule.windowMs - left;
      const refused = await refusal(limiter.consume(rule, "s"));
      expect(refused?.extra.retryAfterSeconds, `${left} ms left`).toBe(seconds);
      expect(refused?.extra.hint, `${left} ms left`).toBe(`Too many tries. Try again in ${wait}.`);
    }
  });

  it("keeps subjects and rules apart", async () => {
    const { limiter } = limiterOnClock();
    const other: LimitRule = { ...rule, name: "other:ip" };
    for (let i = 0; i <= rule.limit; i++) await refusal(limiter.consume(rule, "10.0.0.1"));
    expect(await refusal(limiter.consume(rule, "10.0.0.1"))).toBeInstanceOf(AppError);
    expect(await refusal(limiter.consume(rule, "10.0.0.2"))).toBeUndefined();
    expect(await refusal(limiter.consume(other, "10.0.0.1"))).toBeUndefined();
  });

  it("counts failures only: refuses once they reach the limit, until cleared or the window ends", async () => {
    const { clock, limiter } = limiterOnClock();
    // Checking is free: any number of checks with no failure pass.
    for (let i = 0; i < 10; i++) expect(await refusal(limiter.assertUnder(rule, "acct"))).toBeUndefined();
    for (let i = 0; i < rule.limit - 1; i++) await limiter.fail(rule, "acct");
    expect(await refusal(limiter.assertUnder(rule, "acct"))).toBeUndefined();
    clock.advance(MINUTE);
    await limiter.fail(rule, "acct");
    const locked = await refusal(limiter.assertUnder(rule, "acct"));
    expect(locked?.code).toBe("RATE_LIMITED");
    // The window runs from the first failure, not the last.
    expect(locked?.extra.retryAfterSeconds).toBe(14 * 60);

    await limiter.clear(rule, "acct");
    expect(await refusal(limiter.assertUnder(rule, "acct"))).toBeUndefined();

    for (let i = 0; i < rule.limit; i++) await limiter.fail(rule, "acct");
    expect(await refusal(limiter.assertUnder(rule, "acct"))).toBeInstanceOf(AppError);
    clock.advance(rule.windowMs);
    expect(await refusal(limiter.assertUnder(rule, "acct"))).toBeUndefined();
  });
});
