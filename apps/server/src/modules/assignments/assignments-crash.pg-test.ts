import { randomBytes } from "node:crypto";
import { describe, inject, it } from "vitest";
import { openPostgres } from "../../db/client.js";
import { databaseUrlWithName } from "../../test/postgres-admin.js";
import { expectReassignmentsSurviveKills } from "../../test/reassignments-under-kill.js";

const adminUrl = process.env.TEST_DATABASE_URL ?? "";

async function onAdmin(sql: string): Promise<void> {
  const admin = openPostgres(adminUrl, { max: 1 });
  try {
    if (admin.raw.kind === "postgres") await admin.raw.pool.query(sql);
  } finally {
    await admin.close();
  }
}

describe("admin reassignments on PostgreSQL, killed with SIGKILL mid-stream", () => {
  it("keep every history row's notification and audit event across the restarts", async () => {
    const name = `meridian_crash_${randomBytes(4).toString("hex")}`;
    await onAdmin(`create database ${name} template ${inject("postgresTemplate")}`);
    const databaseUrl = databaseUrlWithName(adminUrl, name);
    try {
      await expectReassignmentsSurviveKills({
        env: { DATABASE_URL: databaseUrl, SEED_DEMO: "true" },
        kills: 1,
        openDatabase: async () => openPostgres(databaseUrl, { max: 1 }),
      });
    } finally {
      await onAdmin(`drop database if exists ${name} with (force)`);
    }
  }, 180_000);
});
