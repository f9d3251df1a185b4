/** First reconnect delay; each failed attempt doubles it. */
export const RECONNECT_BASE_MS = 1_000;
/** No reconnect waits longer than this, however long the outage. */
export const RECONNECT_CAP_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): exponential, capped, with "equal jitter"
 * (half fixed, half random) so that every tab of a restarted server does not knock at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
