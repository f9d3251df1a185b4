import {
  caseloadEndpoints,
  plainIssueMessage,
  universityExportEndpoints,
  universityImportEndpoints,
} from "@meridian/contract";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { failAbandonedJobs, sweepFinishedJobs } from "./jobs/job-queue.js";
import { JobRunner } from "./jobs/job-runner.js";
import type { AppContext } from "./lib/context.js";
import { type EventLoopPressure, watchEventLoop } from "./lib/event-loop-pressure.js";
import { sweepIdempotencyKeys } from "./lib/idempotency.js";
import { requestIdSource } from "./lib/ids.js";
import { lazyChildLoggerFactory } from "./lib/lazy-child-logger.js";
import { Lifecycle } from "./lib/lifecycle.js";
import { type LogStream, loggerOptions } from "./lib/logger.js";
import { startPeriodic } from "./lib/periodic.js";
import { MemoryCounterStore, RateLimiter } from "./lib/rate-limiter.js";
import { FailoverCounterStore, RedisCounterStore } from "./lib/redis-counter-store.js";
import { logRedisReachability, RedisLink, redisKeyPrefix } from "./lib/redis-link.js";
import { loadKeys } from "./lib/secrets.js";
import { authenticateActor, flushSessionActivity, sessionCacheOf } from "./modules/auth/session.service.js";
import { serverModules } from "./modules/index.js";
import type { HousekeepingJob } from "./modules/module.js";
import { primeDummyHash } from "./modules/users/users.service.js";
import { registerAuthSession } from "./plugins/auth-session.js";
import { registerCacheControl } from "./plugins/cache-control.js";
import { answerClientError, answerFrameworkError, registerEnvelopeGuard } from "./plugins/client-errors.js";
import { registerCompression } from "./plugins/compression.js";
import { ownOrigins, registerCsrf } from "./plugins/csrf.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerJsonBody } from "./plugins/json-body.js";
import { limitExpensiveRoutes, shedUnderPressure } from "./plugins/load-shedding.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerShutdownGate } from "./plugins/shutdown.js";
import { capConnectionsPerAddress, slowClientOptions } from "./plugins/slow-clients.js";
import { defaultWebDistDir, registerWebApp } from "./plugins/static.js";
import { MemoryBus, RedisBus } from "./realtime/bus.js";
import { registerRealtime } from "./realtime/gateway.js";
import { createFileStorage } from "./storage/create-file-storage.js";
import { sweepAbandonedPartials, sweepPendingFiles } from "./storage/sweeper.js";

// Zod's size messages in the product's words, the same the web app's forms show (contract).
z.config({ customError: plainIssueMessage });

/** JSON bodies larger than this are refused with 413; file uploads get their own limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How often stored files left without a row and expired idempotency keys are swept. */
export const HOUSEKEEPING_EVERY_MS = 60_000;

/** How long a done or given-up job stays in its table, for an operator to look into. */
const FINISHED_JOBS_KEPT_MS = 7 * 86_400_000;

/** The housekeeping below the modules, run before theirs: stored files, idempotency keys, jobs. */
const housekeepingJobs: readonly HousekeepingJob[] = [
  { name: "pending files", run: sweepPendingFiles },
  { name: "abandoned partial uploads", run: sweepAbandonedPartials },
  { name: "idempotency keys", run: (ctx, now) => sweepIdempotencyKeys(ctx.db, now) },
  { name: "abandoned jobs", run: (ctx, now) => failAbandonedJobs(ctx.db, now) },
  {
    name: "finished jobs",
    run: (ctx, now) => sweepFinishedJobs(ctx.db, new Date(now.getTime() - FINISHED_JOBS_KEPT_MS)),
  },
];

export interface AppDeps {
  config: Config;
  database: Database;
  /** The built web app to serve; `null` serves none (API-only tests). */
  webDistDir?: string | null;
  /** The clock services read; tests may move it. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The event-loop reading requests are shed on; unset, this process's own loop is watched. */
  eventLoopPressure?: EventLoopPressure;
}

/** The services' view of the outside world, built once per app. */
export function createContext(deps: AppDeps): AppContext {
  void primeDummyHash();
  const { redisUrl, redisCommandTimeoutMs } = deps.config;
  // With Redis, throttles and realtime messages hold across every node; without it (unset, or
  // unreachable for a while), this process only.
  const keys = loadKeys({ appSecret: deps.config.appSecret, dataDir: deps.config.dataDir });
  const redis = redisUrl
    ? new RedisLink(redisUrl, {
        commandTimeoutMs: redisCommandTimeoutMs,
        prefix: redisKeyPrefix(deps.config.redisPrefix, keys.deploymentTag),
      })
    : undefined;
  const now = deps.now ?? (() => new Date());
  // Counter windows follow the app's clock, so a test that moves the clock moves them too.
  const memoryCounters = new MemoryCounterStore(() => now().getTime());
  const counters = redis
    ? new FailoverCounterStore(
        new RedisCounterStore(redis.commands, `${redis.prefix}rl:`),
        memoryCounters,
        () => redis.available,
      )
    : memoryCounters;
  const bus = redis ? new RedisBus(redis) : new MemoryBus();
  const storage = createFileStorage(deps.config);
  return {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    keys,
    limiter: new RateLimiter(counters),
    bus,
    redis,
    storage,
    lifecycle: new Lifecycle(),
    close: async () => {
      await storage.close();
      memoryCounters.close();
      await bus.close();
      await redis?.close();
    },
    now,
  };
}

/** The injected event-loop reading, or a watch of this process's loop that ends when the app closes. */
function eventLoopPressure(app: FastifyInstance, deps: AppDeps): EventLoopPressure {
  if (deps.eventLoopPressure) return deps.eventLoopPressure;
  const { pressure, stop } = watchEventLoop(deps.config.eventLoopDelayLimitMs);
  app.addHook("onClose", async () => stop());
  return pressure;
}

/** Builds the whole server without listening: main.ts serves it, tests call `app.inject()`. */
export async function buildApp(
  deps: AppDeps,
  ctx: AppContext = createContext(deps),
): Promise<FastifyInstance> {
  const { config, database } = deps;
  const modules = serverModules;
  const logger = loggerOptions(config.logLevel, deps.logStream);
  const app = Fastify({
    logger,
    // Without a logger (LOG_LEVEL=silent) Fastify's own null child is cheaper than a lazy one.
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    genReqId: requestIdSource(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count at run time though its types omit it.
    trustProxy: config.trustProxy as FastifyServerOptions["trustProxy"],
    // main.ts closes the app once no response is in flight, so only truly idle sockets are cut.
    forceCloseConnections: "idle",
    // Shutdown refuses new requests itself, in the envelope (plugins/shutdown.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals raised before a route runs answer in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...slowClientOptions(config.http),
  });
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerShutdownGate(app, ctx.lifecycle);
  shedUnderPressure(app, eventLoopPressure(app, deps));
  if (ctx.redis) logRedisReachability(ctx.redis, app.log);
  for (const module of modules) module.beforePlugins?.(app, ctx);
  registerJsonBody(app);
  registerEnvelopeGuard(app);
  registerSecurityHeaders(app, { secure: config.secure });
  registerCacheControl(app);
  await registerCompression(app);
  registerCsrf(app, { key: ctx.keys.csrf, secure: config.secure, origins: ownOrigins(config) });
  registerAuthSession(app, {
    authenticate: (token) => authenticateActor(ctx, token),
    reportFlushErrors: (report) => {
      sessionCacheOf(ctx).onFlushError = report;
    },
  });
  await registerOpenApi(app);
  // Before the routes it names: it hooks into their registration.
  limitExpensiveRoutes(app, config.expensiveRequests, [
    universityExportEndpoints.csv,
    universityImportEndpoints.preview,
    universityImportEndpoints.commit,
    caseloadEndpoints.analytics,
  ]);

  for (const module of modules) module.routes(app, ctx);
  // The realtime layer knows no feature: the session lookup and each feature's handlers plug in here.
  await registerRealtime(app, ctx, {
    authenticate: async (token) => (await authenticateActor(ctx, token)).actor,
    features: modules.flatMap((module) => (module.realtime ? [module.realtime(ctx)] : [])),
    flushSessionActivity: () => flushSessionActivity(ctx),
  });

  await registerWebApp(
    app,
    deps.webDistDir === null ? undefined : (deps.webDistDir ?? config.webDistDir ?? defaultWebDistDir),
    modules.flatMap((module) => module.pageHeads?.(ctx) ?? []),
  );

  app.addHook("onClose", async () => {
    // onClose hooks run last-added first: what the modules hold in memory (the security-event
    // counter, last-seen times, the forum's counted views) is written before the database closes.
    for (const module of modules) await module.onClose?.(app, ctx);
    await ctx.close();
    await database.close();
  });
  // Every node sweeps; each stored file's note is claimed by one (storage/sweeper), and a module's
  // job that must act once claims its rows itself (follow-ups.reminders).
  const jobs = [...housekeepingJobs, ...modules.flatMap((module) => module.jobs ?? [])];
  const stopHousekeeping = startPeriodic(
    HOUSEKEEPING_EVERY_MS,
    async () => {
      const now = ctx.now();
      for (const job of jobs) await job.run(ctx, now);
    },
    (err) => app.log.error({ err }, "housekeeping sweep failed"),
  );
  // Added last, so it runs first on close: no sweep is left running once the database closes.
  app.addHook("onClose", () => stopHousekeeping());
  const runner = new JobRunner(
    ctx,
    modules.flatMap((module) => module.queuedJobs ?? []),
    {
      pollEveryMs: config.jobPollMs,
      onError: (err, job) =>
        app.log.warn(
          { err, job: job && { id: job.id, kind: job.kind, attempt: job.attempts } },
          "queued job failed",
        ),
    },
  );
  app.decorate("jobRunner", runner);
  runner.start();
  app.addHook("onClose", () => runner.stop());
  return app;
}
