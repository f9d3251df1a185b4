import { monitorEventLoopDelay } from "node:perf_hooks";

/** How often the event-loop delay is read; a reading covers the time since the one before. */
const SAMPLE_EVERY_MS = 500;

/** Readings past the limit in a row before requests are shed. */
const LATE_READINGS_TO_SHED = 2;

/**
 * Whether the event loop is running late (decision 079). A timer takes the readings, so a request
 * only checks one flag; the reading is injected, so a test can stand in a late loop without
 * blocking its own. One long block (a PGlite statement, the catalogue's first load) makes one late
 * reading and sheds nothing: only a loop late reading after reading is overloaded.
 */
export class EventLoopPressure {
  /** The last readings were past the limit: new requests are shed until a reading is not. */
  overloaded = false;
  private lateReadings = 0;

  /** `limitMs` 0 never sheds; `readDelayMs` gives the longest delay since it was last called. */
  constructor(
    private readonly limitMs: number,
    private readonly readDelayMs: () => number,
  ) {}

  sample(): void {
    const late = this.limitMs > 0 && this.readDelayMs() > this.limitMs;
    this.lateReadings = late ? this.lateReadings + 1 : 0;
    this.overloaded = this.lateReadings >= LATE_READINGS_TO_SHED;
  }
}

/** Reads this process's own event loop every half second; `stop` ends the watch. */
export function watchEventLoop(limitMs: number): { pressure: EventLoopPressure; stop: () => void } {
  if (limitMs === 0) return { pressure: new EventLoopPressure(0, () => 0), stop: () => {} };
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const pressure = new EventLoopPressure(limitMs, () => {
    const longestMs = histogram.max / 1e6;
    histogram.reset();
    return longestMs;
  });
  const timer = setInterval(() => pressure.sample(), SAMPLE_EVERY_MS);
  timer.unref();
  return {
    pressure,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
