import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { type JobRow, jobs } from "../db/schema/jobs.js";

/** What a module queues: a kind its handler knows and a JSON payload. */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this (a reminder); now when unset. */
  runAt?: Date;
  /** Tries before it is given up; ten when unset (about three hours with the runner's backoff). */
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Queues a job in `tx`, the transaction of the change that causes it, so the job exists exactly
 * when the change does: a rolled-back change queues nothing and a committed one loses nothing.
 */
export async function enqueueJob(tx: Db, job: NewJob, now: Date): Promise<void> {
  await tx.insert(jobs).values({
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt ?? now,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    createdAt: now,
  });
}

/**
 * Takes up to `limit` due jobs for `node` until `leaseUntil`, each counted as one more attempt.
 * `SKIP LOCKED` lets nodes claim side by side without waiting on each other or taking the same
 * row; a job whose lease ran out (its node died mid-run) is due again.
 */
export async function claimDueJobs(
  db: Db,
  options: { node: string; kinds: readonly string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<JobRow[]> {
  const { node, kinds, now, leaseUntil, limit } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`,
        // A job whose last attempt never finished (its node died running it) is given up below.
        sql`${jobs.attempts} < ${jobs.maxAttempts}`,
        // Only kinds this node can run: during a rolling deploy an older node leaves a new kind alone.
        inArray(jobs.kind, [...kinds]),
        sql`${jobs.runAt} <= ${now}`,
        or(sql`${jobs.lockedUntil} is null`, sql`${jobs.lockedUntil} <= ${now}`),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedBy: node, lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} in ${due}`)
    .returning();
}

/** Marks a job done, if `node` still holds it (a lease taken over by another node is not). */
export async function completeJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? "")));
}

/**
 * Records a failed attempt: the job is due again at `retryAt`, or given up when `retryAt` is null
 * (attempts used up, or a failure that no retry mends).
 */
export async function failJob(
  db: Db,
  job: JobRow,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 2_000),
      lockedBy: null,
      lockedUntil: null,
      ...(retryAt ? { runAt: retryAt } : { failedAt: now }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? "")));
}

/** Deletes jobs done or given up before `before`; what they did is kept by their own records. */
export async function sweepFinishedJobs(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, before)),
      ),
    );
}

/**
 * Gives up the jobs whose every attempt was claimed and whose last lease ran out unfinished: a
 * job that kills or hangs the node running it is not taken again and again.
 */
export async function failAbandonedJobs(db: Db, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      failedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: "Its node stopped during the last attempt",
    })
    .where(
      and(
        sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        sql`${jobs.lockedUntil} <= ${now}`,
      ),
    );
}
