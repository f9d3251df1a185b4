import type { FastifyInstance } from "fastify";
import type { JobHandler } from "../jobs/job-runner.js";
import type { AppContext } from "../lib/context.js";
import type { PageHead } from "../lib/page-head.js";
import type { RealtimeFeature } from "../realtime/message-router.js";

/**
 * A piece of periodic housekeeping. Every node runs every job once a minute (app.ts
 * HOUSEKEEPING_EVERY_MS); a job that must act once across nodes claims its rows itself.
 */
export interface HousekeepingJob {
  name: string;
  run(ctx: AppContext, now: Date): Promise<unknown>;
}

/** What a demo install's seed hands a module's demo data (the accounts live in src/seed). */
export interface DemoAccounts {
  companyEmail: string;
}

/**
 * Everything a server module adds to the app, as one value: app.ts iterates the list in
 * modules/index.ts, so a new module adds its file there and edits nothing else.
 */
export interface ServerModule {
  name: string;
  /**
   * Decorations the plugins read at request time, registered before them (the security-event
   * counter, which the plugins' refusals count into).
   */
  beforePlugins?(app: FastifyInstance, ctx: AppContext): void;
  routes(app: FastifyInstance, ctx: AppContext): void;
  /** Run in list order in one housekeeping pass. */
  jobs?: readonly HousekeepingJob[];
  /**
   * Handlers of the jobs the module queues in its transactions (`enqueueJob`), run once across
   * nodes by the job runner (decision 091).
   */
  queuedJobs?: readonly JobHandler[];
  /** The module's message handlers and topics on /ws. */
  realtime?(ctx: AppContext): RealtimeFeature;
  /** Pages of the web app whose HTML head the server fills in (title, description, 404). */
  pageHeads?(ctx: AppContext): PageHead[];
  /** Writes what the module holds in memory, at shutdown, before the context and database close. */
  onClose?(app: FastifyInstance, ctx: AppContext): Promise<void>;
  /** The module's demo data (SEED_DEMO), after the demo accounts exist. */
  demoSeed?(ctx: AppContext, demo: DemoAccounts): Promise<unknown>;
}
