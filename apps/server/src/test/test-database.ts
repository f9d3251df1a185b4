import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/client.js";
import { databaseUrlWithName } from "./postgres-admin.js";

/**
 * An isolated, migrated database for one test file: a PGlite instance loaded from the run's
 * snapshot, or (TEST_DATABASE_URL) a PostgreSQL database cloned from the migrated template.
 * Closing it drops what it created.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject("postgresTemplate");
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    const name = `meridian_test_${randomBytes(6).toString("hex")}`;
    const admin = openPostgres(adminUrl, { max: 1 });
    const pool = admin.raw.kind === "postgres" ? admin.raw.pool : undefined;
    await pool?.query(`create database ${name} template ${template}`);
    const database = openPostgres(databaseUrlWithName(adminUrl, name), { max: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await pool?.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
  return openPglite({ snapshot });
}
