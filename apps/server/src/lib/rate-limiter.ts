import type { SecurityEventKind } from "@meridian/contract";
import { AppError } from "./app-error.js";

/** Counters in fixed windows. Memory for one node; Redis when counters must hold across nodes. */
export interface CounterStore {
  /** Adds `by` to the key's counter and returns the new count and the ms left in its window. */
  increment(key: string, windowMs: number, by?: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without changing it. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

/** In-process counters; expired windows are dropped as they are met and by a periodic sweep. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, windowMs: number, by = 1) {
    const now = this.now();
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += by;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async peek(key: string) {
    const now = this.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }
}

export interface LimitRule {
  /** Counter namespace, e.g. "login-fail:ip". */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the user with the 429. */
  hint: string;
  /** The security event a refusal counts as; "throttled" when unset. */
  securityEvent?: SecurityEventKind;
}

function tooMany(rule: LimitRule, resetInMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError("RATE_LIMITED", "Too many attempts. Please wait before trying again.", {
    hint: `${rule.hint} Try again in ${formatWait(retryAfterSeconds)}.`,
    retryAfterSeconds,
    securityEvent: rule.securityEvent,
  });
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Throttling decisions over a counter store; every refusal is a 429 RATE_LIMITED with Retry-After. */
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  /** Counts one attempt and refuses it once the rule's limit is passed. */
  async consume(rule: LimitRule, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.increment(`${rule.name}:${subject}`, rule.windowMs);
    if (count > rule.limit) throw tooMany(rule, resetInMs);
  }

  /** Refuses when earlier failures already reached the limit (failures are counted with `fail`). */
  async assertUnder(rule: LimitRule, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.peek(`${rule.name}:${subject}`);
    if (count >= rule.limit) throw tooMany(rule, resetInMs);
  }

  async fail(rule: LimitRule, subject: string): Promise<void> {
    await this.store.increment(`${rule.name}:${subject}`, rule.windowMs);
  }

  async clear(rule: LimitRule, subject: string): Promise<void> {
    await this.store.reset(`${rule.name}:${subject}`);
  }
}
