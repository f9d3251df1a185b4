import { hostname } from "node:os";
import type { JobRow } from "../db/schema/jobs.js";
import type { AppContext } from "../lib/context.js";
import { randomToken } from "../lib/crypto.js";
import { claimDueJobs, completeJob, failJob } from "./job-queue.js";

declare module "fastify" {
  interface FastifyInstance {
    /** This node's job runner (tests run due jobs through it instead of waiting for its timer). */
    jobRunner: JobRunner;
  }
}

/** What a module gives the runner for one kind of queued job. */
export interface JobHandler {
  kind: string;
  /**
   * Does the job. A throw is a failed attempt, tried again with backoff; a `PermanentJobError`
   * gives the job up at once (a recipient the mail server refuses will not be accepted later).
   */
  run(
    ctx: AppContext,
    payload: Record<string, unknown>,
    attempt: { number: number; last: boolean },
  ): Promise<void>;
}

/** A failure no retry mends. */
export class PermanentJobError extends Error {}

export interface JobRunnerOptions {
  /** How often a node looks for due jobs. */
  pollEveryMs?: number;
  /**
   * How long a claimed job is this node's. Longer than any run takes (the mail transport gives up
   * within a minute), so a job is taken over only when its node has died.
   */
  leaseMs?: number;
  /** Jobs run in one pass at most, one claim each. */
  batch?: number;
  onError?: (err: unknown, job: JobRow | undefined) => void;
}

/** The wait before attempt `n + 1`: 30 s, doubling, at most an hour. */
export function retryDelayMs(attemptsMade: number): number {
  return Math.min(30_000 * 2 ** (attemptsMade - 1), 3_600_000);
}

/**
 * Runs queued jobs on this node (decision 091). Every node runs one; the claim in the database
 * (`FOR UPDATE SKIP LOCKED` and a lease) is what makes each job run once across nodes, and a job
 * stays in its table until done, so a crash or restart loses none.
 */
export class JobRunner {
  /** Names this process in `locked_by`, so a lease is released only by the node that holds it. */
  readonly node = `${hostname()}:${process.pid}:${randomToken(6)}`;
  private readonly handlers: Map<string, JobHandler>;
  private readonly pollEveryMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly onError: (err: unknown, job: JobRow | undefined) => void;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    handlers: readonly JobHandler[],
    options: JobRunnerOptions = {},
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.kind, handler]));
    this.pollEveryMs = options.pollEveryMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batch = options.batch ?? 10;
    this.onError = options.onError ?? (() => {});
  }

  /** Starts looking for due jobs every `pollEveryMs`; the timer alone keeps no process alive. */
  start(): void {
    if (this.timer || this.handlers.size === 0) return;
    this.timer = setInterval(
      () => void this.runDue().catch((err) => this.onError(err, undefined)),
      this.pollEveryMs,
    );
    this.timer.unref();
  }

  /**
   * Runs the jobs due now, after any pass under way (passes never overlap on a node); resolves
   * with how many it ran. Tests call it to run what a change queued without waiting for the timer.
   */
  runDue(): Promise<number> {
    const next = this.pass.then(() => this.runPass());
    this.pass = next.catch(() => 0);
    return next;
  }

  /** Stops claiming and waits for the pass under way, so nothing runs once the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.pass;
  }

  /**
   * Up to `batch` jobs, each claimed just before it runs: a lease covers one run, so a slow job
   * never lets the jobs after it outlive their leases and be taken (and run) by another node too.
   */
  private async runPass(): Promise<number> {
    let ran = 0;
    while (ran < this.batch && !this.stopped && this.ctx.lifecycle.phase !== "closing") {
      const now = this.ctx.now();
      const [job] = await claimDueJobs(this.ctx.db, {
        node: this.node,
        kinds: [...this.handlers.keys()],
        now,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        limit: 1,
      });
      if (!job) break;
      await this.runJob(job);
      ran += 1;
    }
    return ran;
  }

  private async runJob(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const last = job.attempts >= job.maxAttempts;
    try {
      await handler.run(this.ctx, job.payload, { number: job.attempts, last });
      await completeJob(this.ctx.db, job, this.ctx.now());
    } catch (err) {
      this.onError(err, job);
      const now = this.ctx.now();
      const giveUp = last || err instanceof PermanentJobError;
      const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(job.attempts));
      await failJob(this.ctx.db, job, describe(err), retryAt, now).catch((failed) =>
        this.onError(failed, job),
      );
    }
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
