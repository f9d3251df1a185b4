import { buildApp, createContext } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type Database, openDatabase, openPostgres } from "./db/client.js";
import { migrateDatabase } from "./db/migrate.js";
import { describeCauses } from "./lib/describe-causes.js";
import { publicBaseUrl } from "./lib/public-url.js";
import { holdTickShape } from "./lib/tick-shape.js";
import { scorecardFile } from "./modules/universities/universities.facts.js";
import { seedCatalogue } from "./modules/universities/universities.seed.js";
import { responsesInFlight } from "./plugins/shutdown.js";
import { announceSetupLink, seedAccounts } from "./seed/bootstrap.js";

/** Connections the kernel may hold waiting for accept(); see the listen call. */
const LISTEN_BACKLOG = 4096;

/** Reads the configuration, migrates, serves, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Meridian cannot start.\n${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  holdTickShape();
  const database = await openDatabase(config);
  await migrate(config, database);
  const deps = { config, database };
  const ctx = createContext(deps);
  const app = await buildApp(deps, ctx);
  await seedAccounts(ctx, app.log);
  const seeded = await seedCatalogue(ctx.db, {
    file: config.catalogueFile,
    factsFile: config.catalogueFactsFile ?? scorecardFile,
    // Planner statistics only help queries along: the catalogue is loaded, so the node serves.
    onAnalyzeFailed: (err) => app.log.warn({ err }, "could not analyze the university catalogue"),
  });
  if (seeded > 0) app.log.info({ universities: seeded }, "loaded the university catalogue");
  if (config.seedDemo) {
    // Loaded only for a demo: a production node does not read the fictional organisation's data.
    const { seedDemoOrganisation } = await import("./seed/demo-organisation.js");
    const started = performance.now();
    if (await seedDemoOrganisation(ctx)) {
      app.log.info({ ms: Math.round(performance.now() - started) }, "seeded the demo organisation");
    }
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // Readiness first: the balancer stops sending traffic while this node still serves what comes.
    ctx.lifecycle.phase = "draining";
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      "shutting down: readiness answers 503, draining",
    );
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    ctx.lifecycle.phase = "closing";
    app.log.info("closing: new requests answer 503, finishing in-flight responses");
    const force = setTimeout(() => {
      app.log.error(
        { timeoutMs: config.shutdownTimeoutMs, cut: responsesInFlight(app, ctx.lifecycle) },
        "shutdown took too long; exiting, cutting the responses still in flight",
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      // Only once every response has been handed to its socket: closing cuts idle sockets.
      await ctx.lifecycle.whenIdle();
      await app.close();
      app.log.info("shut down");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // After a restart every client reconnects at once: Node's default accept queue (511) overflows
  // and the clients that miss it retry their SYN a second or more later (decision 029). The
  // kernel caps the queue at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  await announceSetupLink(ctx, app.log, publicBaseUrl(config, address));
  app.log.info(
    { url: `http://${config.host}:${port}`, database: database.driver },
    `Meridian is ready on http://${config.host}:${port}`,
  );
}

/**
 * Migrates through a pool of its own without a statement timeout: a migration may run long, and
 * waits for another node's lock as long as that node migrates.
 */
async function migrate(config: Config, database: Database): Promise<void> {
  if (!config.databaseUrl) return migrateDatabase(database);
  const untimed = openPostgres(config.databaseUrl, { max: 1 });
  try {
    await migrateDatabase(untimed);
  } finally {
    await untimed.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Meridian failed to start: ${describeCauses(err)}\n`, err);
  process.exit(1);
});
