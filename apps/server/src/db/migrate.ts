import { fileURLToPath } from "node:url";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.js";

/** The committed SQL migrations (apps/server/drizzle), found from both src/ and dist/. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

// Any constant works; it only has to be the same on every node so that one migrates at a time.
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies pending migrations. On PostgreSQL an advisory lock keeps concurrent starts from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.raw.kind === "pglite") {
    await migratePglite(drizzlePglite(database.raw.client), { migrationsFolder });
    return;
  }
  const client = await database.raw.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
