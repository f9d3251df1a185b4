import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";

/**
 * Work queued in the transaction of the change that causes it and run once by any node
 * (decision 091): claimed with `FOR UPDATE SKIP LOCKED` under a lease, retried with backoff.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: idColumn(),
    /** Which handler runs it (a module's `queuedJobs`). */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Not before this; moved forward by each failed attempt's backoff. */
    runAt: at().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** The node holding it, until `lockedUntil`; a node that died lets its lease run out. */
    lockedBy: text(),
    lockedUntil: at(),
    lastError: text(),
    doneAt: at(),
    /** Gave up after `maxAttempts`; kept for the admin to see. */
    failedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index("jobs_finished_idx").on(t.doneAt),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
