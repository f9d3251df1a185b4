import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one query interface both drivers offer. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = "pglite" | "postgres";

export interface Database {
  db: Db;
  driver: DriverName;
  /** Runs `select 1`; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /** The raw client, for migrations and test snapshots. */
  raw: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

/** Extensions PGlite must load to run the same migrations as PostgreSQL. */
export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PGlite under `dataDir` (or in memory), optionally from a dumped snapshot. */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    raw: { kind: "pglite", client },
    ping: (timeoutMs) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

/**
 * How much longer than the server's statement timeout the client waits for an answer: the server's
 * cancel, a clean error on a connection still usable, comes first whenever the network carries it.
 */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/**
 * Opens a node-postgres pool; connection failures surface on queries, never as crashes. With
 * `statementTimeoutMs` (decision 079) the server cancels a statement running longer, and the
 * client stops waiting a second later, which is what ends a wait on a network gone silent; without
 * it (migrations, which may wait on another node's lock) neither.
 */
export function openPostgres(
  url: string,
  options: { max?: number; statementTimeoutMs?: number } = {},
): Database {
  const { statementTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    // A dead server must fail fast so readiness flips within seconds, and the pool retries later.
    connectionTimeoutMillis: 1_500,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(statementTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
        }),
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    raw: { kind: "postgres", pool },
    ping: (timeoutMs) =>
      withTimeout(
        pool.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    close: () => pool.end(),
  };
}

/**
 * The database the configuration asks for: PostgreSQL when a URL is given, else PGlite under
 * DATA_DIR. PGlite gets no statement timeout: it runs in this thread, where no timer fires while a
 * statement runs, and it does not enforce `statement_timeout` (decision 079).
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  dbStatementTimeoutMs?: number;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { statementTimeoutMs: config.dbStatementTimeoutMs })
    : openPglite({ dataDir: join(config.dataDir, "pglite") });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
