import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic.js";

afterEach(() => {
  vi.useRealTimers();
});

/** A task that stays running until released, counting its runs. */
function heldTask() {
  let runs = 0;
  let release: () => void = () => {};
  const task = () => {
    runs += 1;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { task, runs: () => runs, release: () => release() };
}

describe("startPeriodic", () => {
  it("runs the task on each tick, never two runs at once", async () => {
    vi.useFakeTimers();
    const held = heldTask();
    const stop = startPeriodic(1_000, held.task, () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.runs()).toBe(1);
    // Still running: the next ticks are skipped.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(held.runs()).toBe(1);
    held.release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(held.runs()).toBe(2);
    held.release();
    await stop();
  });

  it("reports a failed run and keeps going", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = startPeriodic(
      1_000,
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(["run 1", "run 2"]);
    await stop();
  });

  it("stops ticking and waits for the run in progress", async () => {
    vi.useFakeTimers();
    const held = heldTask();
    const stop = startPeriodic(1_000, held.task, () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held.runs()).toBe(1);
  });
});
