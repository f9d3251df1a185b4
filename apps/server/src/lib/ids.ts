import { randomBytes } from "node:crypto";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is written as a UUID (any version): what an id column can be asked for. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The millisecond of the last id made in this process, and the counter within it. */
let last = { ms: -1, counter: 0 };

/** The 12-bit counter's start in a new millisecond: random, with room left to count up. */
const COUNTER_START_MAX = 0x7ff;
const COUNTER_MAX = 0xfff;

/**
 * A UUID v7: time-ordered, so new rows land at the end of primary-key indexes and "newest first"
 * is the id order. Ids made one after another in the same millisecond count up in the 12 bits
 * after the version (RFC 9562, method 1), so they keep the order they were made in: without it,
 * two posts written in one millisecond listed in random order. Any other millisecond (the next
 * one, or an earlier one a seed or a moved test clock asks for) starts a new random count.
 */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  const counter =
    now === last.ms && last.counter < COUNTER_MAX
      ? last.counter + 1
      : bytes.readUInt16BE(6) & COUNTER_START_MAX;
  last = { ms: now, counter };
  bytes.writeUIntBE(now, 0, 6);
  bytes.writeUInt16BE(counter, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a request id looks like: the process's prefix, a dash, the count in base 36. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{12}-[0-9a-z]+$/;

/**
 * A source of request ids: this process's random 72-bit prefix and a counter (`k3Jx0aQ9b2Lm-1f`).
 * Unique across nodes and restarts without drawing randomness on every request, which a UUID
 * did for about half a µs of each (decision 068). An id names a request in the logs and in its
 * answer's `x-request-id`; it grants nothing.
 */
export function requestIdSource(): () => string {
  const prefix = randomBytes(9).toString("base64url");
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
