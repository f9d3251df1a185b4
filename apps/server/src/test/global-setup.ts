import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { databaseUrlWithName } from "./postgres-admin.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a dump of a freshly migrated database, loaded by each test file. */
    pgliteSnapshotPath: string;
    /** PostgreSQL: a migrated template database each test file clones. */
    postgresTemplate: string;
    /**
     * The migrated database as a PGlite data directory, for the server processes tests start on
     * PGlite in either pass (server-process.ts copies it): a fresh directory costs an initdb, many
     * seconds on a busy machine.
     */
    pgliteDataDir: string;
  }
}

/**
 * Migrates once per run so that each test file starts from a copy: a PGlite snapshot by default,
 * or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Both passes: the server processes some tests start run on PGlite unless they name a database.
  const dir = mkdtempSync(join(tmpdir(), "meridian-test-"));
  const dataDir = join(dir, "pglite");
  project.provide("pgliteDataDir", dataDir);
  const database = await openPglite({ dataDir });
  await migrateDatabase(database);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await database.close();
    const template = `meridian_tpl_${process.pid}`;
    const admin = openPostgres(adminUrl, { max: 1 });
    const pool = admin.raw.kind === "postgres" ? admin.raw.pool : undefined;
    await pool?.query(`drop database if exists ${template}`);
    await pool?.query(`create database ${template}`);
    const templateDb = openPostgres(databaseUrlWithName(adminUrl, template), { max: 1 });
    await migrateDatabase(templateDb);
    await templateDb.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteSnapshotPath", "");
    return async () => {
      await pool?.query(`drop database if exists ${template} with (force)`);
      await admin.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  if (database.raw.kind !== "pglite") throw new Error("expected PGlite");
  const dump = await database.raw.client.dumpDataDir("none");
  await database.close();
  const snapshotPath = join(dir, "migrated.tar");
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshotPath", snapshotPath);
  project.provide("postgresTemplate", "");
  return async () => rmSync(dir, { recursive: true, force: true });
}
