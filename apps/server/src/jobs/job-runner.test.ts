import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../db/schema/index.js";
import { TestClock, useTestApp } from "../test/test-app.js";
import { enqueueJob, failAbandonedJobs } from "./job-queue.js";
import { type JobHandler, JobRunner, PermanentJobError, retryDelayMs } from "./job-runner.js";

const clock = new TestClock();
const t = useTestApp({ now: clock.now });

/** A handler of its own kind per test, so the app's runner (which knows only the modules' kinds) leaves its jobs alone. */
function recorder(
  kind: string,
  behave: (payload: Record<string, unknown>) => Promise<void> = async () => {},
) {
  const runs: Record<string, unknown>[] = [];
  const handler: JobHandler = {
    kind,
    run: async (_ctx, payload) => {
      runs.push(payload);
      await behave(payload);
    },
  };
  return { handler, runs };
}

async function queue(
  kind: string,
  payload: Record<string, unknown> = {},
  options: { maxAttempts?: number } = {},
) {
  await t.ctx.db.transaction((tx) => enqueueJob(tx, { kind, payload, ...options }, clock.now()));
}

const jobOf = async (kind: string) => (await t.ctx.db.select().from(jobs).where(eq(jobs.kind, kind)))[0];

describe("the job runner", () => {
  it("runs a queued job once and marks it done", async () => {
    const { handler, runs } = recorder("test.once");
    const runner = new JobRunner(t.ctx, [handler]);
    await queue("test.once", { n: 1 });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual([{ n: 1 }]);
    expect((await jobOf("test.once"))?.doneAt).toBeInstanceOf(Date);
  });

  it("queues nothing when the transaction that queued rolls back", async () => {
    const { handler, runs } = recorder("test.rollback");
    const runner = new JobRunner(t.ctx, [handler]);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: "test.rollback", payload: {} }, clock.now());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual([]);
  });

  it("gives each job to one of two nodes claiming side by side", async () => {
    const a = recorder("test.shared");
    const b = recorder("test.shared");
    const nodeA = new JobRunner(t.ctx, [a.handler], { batch: 3 });
    const nodeB = new JobRunner(t.ctx, [b.handler], { batch: 3 });
    for (let n = 0; n < 12; n++) await queue("test.shared", { n });
    while ((await Promise.all([nodeA.runDue(), nodeB.runDue()])).some((ran) => ran > 0)) {}
    const ran = [...a.runs, ...b.runs].map((payload) => payload.n).sort((x, y) => Number(x) - Number(y));
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("tries a failed job again after its backoff, and gives up after the last attempt", async () => {
    clock.hold();
    try {
      const { handler, runs } = recorder("test.flaky", async () => {
        throw new Error("the far side is down");
      });
      const runner = new JobRunner(t.ctx, [handler]);
      await queue("test.flaky", {}, { maxAttempts: 3 });
      expect(await runner.runDue()).toBe(1);
      const first = await jobOf("test.flaky");
      expect(first).toMatchObject({
        attempts: 1,
        lastError: "Error: the far side is down",
        doneAt: null,
        failedAt: null,
      });
      // Not before its backoff…
      clock.advance(retryDelayMs(1) - 1_000);
      expect(await runner.runDue()).toBe(0);
      // …then again, and after the third attempt no more.
      clock.advance(1_000);
      expect(await runner.runDue()).toBe(1);
      clock.advance(retryDelayMs(2));
      expect(await runner.runDue()).toBe(1);
      clock.advance(retryDelayMs(3) * 10);
      expect(await runner.runDue()).toBe(0);
      expect(runs).toHaveLength(3);
      expect((await jobOf("test.flaky"))?.failedAt).toBeInstanceOf(Date);
    } finally {
      clock.release();
    }
  });

  it("gives a job up at once on a failure no retry mends", async () => {
    const { handler, runs } = recorder("test.refused", async () => {
      throw new PermanentJobError("550 no such mailbox");
    });
    const runner = new JobRunner(t.ctx, [handler]);
    await queue("test.refused");
    await runner.runDue();
    clock.advance(retryDelayMs(10));
    expect(await runner.runDue()).toBe(0);
    expect(runs).toHaveLength(1);
    expect(await jobOf("test.refused")).toMatchObject({ lastError: "Error: 550 no such mailbox" });
    expect((await jobOf("test.refused"))?.failedAt).toBeInstanceOf(Date);
  });

  it("lets another node take a job whose node died holding it, once its lease has run out", async () => {
    clock.hold();
    try {
      let release: () => void = () => {};
      const stuck = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The first node claims the job and never finishes it (it died mid-run).
      const dying = new JobRunner(t.ctx, [recorder("test.lease", () => stuck).handler], { leaseMs: 60_000 });
      await queue("test.lease", { n: 1 });
      const claimedByDying = dying.runDue();
      const survivor = recorder("test.lease");
      const other = new JobRunner(t.ctx, [survivor.handler], { leaseMs: 60_000 });
      await expect.poll(async () => (await jobOf("test.lease"))?.lockedBy).toBe(dying.node);
      expect(await other.runDue()).toBe(0);
      clock.advance(60_000);
      expect(await other.runDue()).toBe(1);
      expect(survivor.runs).toEqual([{ n: 1 }]);
      release();
      await claimedByDying;
      // The dead node's late finish does not undo the other's record.
      expect((await jobOf("test.lease"))?.lockedBy).toBeNull();
      expect((await jobOf("test.lease"))?.doneAt).toBeInstanceOf(Date);
    } finally {
      clock.release();
    }
  });

  it("gives up a job whose last attempt died with its node, instead of taking it again", async () => {
    clock.hold();
    try {
      let release: () => void = () => {};
      const stuck = new Promise<void>((resolve) => {
        release = resolve;
      });
      const dying = new JobRunner(t.ctx, [recorder("test.fatal", () => stuck).handler], { leaseMs: 60_000 });
      await queue("test.fatal", {}, { maxAttempts: 1 });
      const claimed = dying.runDue();
      await expect.poll(async () => (await jobOf("test.fatal"))?.lockedBy).toBe(dying.node);
      clock.advance(60_000);
      const other = recorder("test.fatal");
      expect(await new JobRunner(t.ctx, [other.handler]).runDue()).toBe(0);
      await failAbandonedJobs(t.ctx.db, clock.now());
      expect((await jobOf("test.fatal"))?.failedAt).toBeInstanceOf(Date);
      expect(other.runs).toEqual([]);
      release();
      await claimed;
    } finally {
      clock.release();
    }
  });
});
