import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.js";
import type { Database } from "./client.js";
import { migrateDatabase } from "./migrate.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("migrations", () => {
  it("leave the extensions search relies on, on either driver", async () => {
    const result = await database.db.execute(sql`select extname from pg_extension order by extname`);
    const names = (result as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
    const similarity = await database.db.execute(
      sql`select similarity('massachusets', 'massachusetts') > 0.5 as close, unaccent('Zürich') as folded`,
    );
    expect((similarity as unknown as { rows: unknown[] }).rows[0]).toEqual({ close: true, folded: "Zurich" });
  });

  it("are idempotent: running them again changes nothing", async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
