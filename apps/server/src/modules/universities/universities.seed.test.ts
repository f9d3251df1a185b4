import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { type UniversityRow, universities } from "../../db/schema/index.js";
import { SMALL_CATALOGUE_SIZE, smallCatalogueFile, smallFactsFile } from "../../test/catalogue-fixture.js";
import { createTestDatabase } from "../../test/test-database.js";
import { scorecardFile } from "./universities.facts.js";
import {
  allUniversities,
  type CatalogueFilters,
  countUniversities,
  searchUniversities,
} from "./universities.repository.js";
import { CatalogueIndex } from "./universities.search-index.js";
import { catalogueFile, rowFromSource, seedCatalogue } from "./universities.seed.js";
import { normalizeText } from "./universities.text.js";

/** A row holding a figure that neither a source file nor an admin gave it. */
function hasFigureWithoutSource(row: UniversityRow): boolean {
  const entered = row.entered;
  const unsourced = (known: boolean, figure: keyof UniversityRow["entered"], sourced = false) =>
    known && !sourced && entered[figure] === undefined;
  return (
    unsourced(row.annualFeeMinor !== null, "annualFee") ||
    unsourced(row.offerLetterFeeMinor !== null, "offerLetterFee") ||
    unsourced(row.specialization !== null, "specialization") ||
    unsourced(row.description !== null, "description") ||
    unsourced(row.tuitionMaxMinor !== null, "tuitionFees") ||
    unsourced(row.tuitionMinMinor !== null, "tuitionFees", Boolean(row.facts?.tuition)) ||
    unsourced(row.fieldsOfStudy.length > 0, "fieldsOfStudy", Boolean(row.facts?.fieldShares)) ||
    unsourced(row.degreeTypes.length > 0, "degreeTypes", Boolean(row.facts?.degrees)) ||
    unsourced(row.worldRanking !== null, "worldRanking", row.rankingSource !== null)
  );
}

const search: CatalogueFilters = {
  text: "",
  countries: [],
  fields: [],
  sortBy: "relevance",
  limit: 6,
  offset: 0,
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
// Each test starts from an empty catalogue, as a first start does.
beforeEach(async () => {
  await database.db.delete(universities);
});

describe("seeding the catalogue", () => {
  it("loads a catalogue file into an empty table once; later starts leave the table alone", async () => {
    expect(await seedCatalogue(database.db, { file: smallCatalogueFile })).toBe(SMALL_CATALOGUE_SIZE);
    const rows = await allUniversities(database.db);
    expect(rows).toHaveLength(SMALL_CATALOGUE_SIZE);
    // Two names that differ only in punctuation both arrive, told apart by their domain.
    expect(rows.filter((row) => /^Dong[- ]Eui University$/.test(row.name))).toHaveLength(2);
    // Nothing is generated (decision 073): without a facts file every figure no source gives is unknown.
    expect(rows.filter(hasFigureWithoutSource).map((row) => row.name)).toEqual([]);
    expect(rows.every((row) => row.tuitionMinMinor === null && row.fieldsOfStudy.length === 0)).toBe(true);

    expect(await seedCatalogue(database.db, { file: smallCatalogueFile })).toBe(0);
    expect(await countUniversities(database.db)).toBe(SMALL_CATALOGUE_SIZE);
  });

  it("keeps the loaded catalogue when the planner statistics cannot be refreshed, and says why", async () => {
    // The database refuses only `analyze universities`, as it once did on PGlite in CI.
    const refusingAnalyze = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return () => Promise.reject(new Error("Failed query: analyze universities"));
      },
    });
    const failures: unknown[] = [];
    const loaded = await seedCatalogue(refusingAnalyze, {
      file: smallCatalogueFile,
      onAnalyzeFailed: (err) => failures.push(err),
    });
    expect(loaded).toBe(SMALL_CATALOGUE_SIZE);
    expect(await countUniversities(database.db)).toBe(SMALL_CATALOGUE_SIZE);
    expect(failures).toEqual([new Error("Failed query: analyze universities")]);
  });

  it("stops with the file's name when it is not a catalogue, and writes nothing", async () => {
    const notJson = join(tmpdir(), `meridian-catalogue-${process.pid}-a.json`);
    writeFileSync(notJson, "{ not json");
    await expect(seedCatalogue(database.db, { file: notJson })).rejects.toThrow(
      `The catalogue file ${notJson} cannot be read as JSON`,
    );
    const wrongShape = join(tmpdir(), `meridian-catalogue-${process.pid}-b.json`);
    writeFileSync(wrongShape, JSON.stringify([{ title: "Not a university" }]));
    await expect(seedCatalogue(database.db, { file: wrongShape })).rejects.toThrow(
      /is not a list of universities in the shipped format/,
    );
    expect(await countUniversities(database.db)).toBe(0);
  });

  it("joins the facts file: its universities get sourced figures and no generated one", async () => {
    await seedCatalogue(database.db, {
      file: smallCatalogueFile,
      factsFile: smallFactsFile,
    });
    const rows = await allUniversities(database.db);
    const us = rows.filter((row) => row.countryCode === "US");
    expect(us).toHaveLength(12);
    expect(us.every((row) => row.facts !== null)).toBe(true);
    expect(rows.filter((row) => row.countryCode !== "US").every((row) => row.facts === null)).toBe(true);
    expect(rows.filter(hasFigureWithoutSource).map((row) => row.name)).toEqual([]);
    const caltech = us.find((row) => row.name === "California Institute of Technology");
    expect(caltech).toMatchObject({ tuitionMinMinor: 5_868_000, annualFeeMinor: null, description: null });
  });

  it("fails with the file's name when the facts file is not in the shipped format", async () => {
    const wrongShape = join(tmpdir(), `facts-${process.pid}.json`);
    writeFileSync(wrongShape, JSON.stringify([{ name: "x" }]));
    await expect(
      seedCatalogue(database.db, { file: smallCatalogueFile, factsFile: wrongShape }),
    ).rejects.toThrow(/facts file .* is not in the shipped format/);
    expect(await countUniversities(database.db)).toBe(0);
  });

  /** Stores these universities of the shipped catalogue, as the seed would, and indexes them. */
  async function seedShipped(names: string[]): Promise<CatalogueIndex> {
    const shipped = JSON.parse(readFileSync(catalogueFile, "utf8")) as Parameters<typeof rowFromSource>[0][];
    await database.db
      .insert(universities)
      .values(shipped.filter((u) => names.includes(u.name)).map(rowFromSource));
    const rows = await allUniversities(database.db);
    return new CatalogueIndex(new Map(rows.map((row) => [row.id, row])));
  }

  it('finds King\'s College London for "kings college" and Sciences Po for "sciences po", in the database as in the index', async () => {
    const index = await seedShipped([
      "King's College London",
      "King's College",
      "Institut d'Etudes Politiques de Paris (Sciences Po)",
      "Sciences Po Bordeaux",
      "Sciences Po Rennes",
    ]);
    for (const [text, expected] of [
      ["kings college", "King's College London"],
      ["King's College", "King's College London"],
      ["sciences po", "Institut d'Etudes Politiques de Paris (Sciences Po)"],
    ]) {
      const f = { ...search, text: normalizeText(text ?? "") };
      const fromDatabase = await searchUniversities(database.db, f);
      expect(fromDatabase.rows[0]?.name, text).toBe(expected);
      expect(
        index.search(f).universities.map((u) => u.id),
        text,
      ).toEqual(fromDatabase.rows.map((r) => r.id));
    }
  });

  it('puts a city\'s best ranked first for "munich", in the database as in the index', async () => {
    const index = await seedShipped([
      "Munich School of Philosophy",
      "Munich University of Applied Sciences",
      "Ludwig-Maximilians-Universität München",
      "Technical University of Munich",
    ]);
    const f = { ...search, text: normalizeText("munich") };
    const fromDatabase = await searchUniversities(database.db, f);
    expect(fromDatabase.rows.map((r) => r.name).slice(0, 2)).toEqual([
      "Ludwig-Maximilians-Universität München",
      "Technical University of Munich",
    ]);
    expect(index.search(f).universities.map((u) => u.id)).toEqual(fromDatabase.rows.map((r) => r.id));
  });

  it("gives a catalogue seeded before 0013 the possessive-free search text and the new known names, once", async () => {
    const shipped = JSON.parse(readFileSync(catalogueFile, "utf8")) as Parameters<typeof rowFromSource>[0][];
    const kcl = shipped.find((u) => u.name === "King's College London");
    if (!kcl) throw new Error("King's College London is not in the shipped file");
    // As a first start wrote it before 0013: "king s", no known name.
    const old = (text: string) => text.replace(/kings/g, "king s");
    const before = rowFromSource({ ...kcl, alternateNames: kcl.alternateNames });
    await database.db.insert(universities).values({
      ...before,
      alternateNames: kcl.alternateNames,
      searchName: old(before.searchName),
      searchTerms: old(
        normalizeText([kcl.name, ...kcl.alternateNames, ...kcl.acronyms, kcl.city ?? ""].join(" ")),
      ),
    });
    const kings = { ...search, text: "kings college" };
    expect((await searchUniversities(database.db, kings)).total).toBe(0);
    const migration = readFileSync(
      fileURLToPath(new URL("../../../drizzle/0013_us_scorecard_facts.sql", import.meta.url)),
      "utf8",
    );
    const statements = migration.split("--> statement-breakpoint").filter((s) => !/ALTER TABLE/.test(s));
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    }
    const [row] = await allUniversities(database.db);
    expect(row?.alternateNames).toEqual([...kcl.alternateNames, "King's College"]);
    expect(row?.searchName).toBe("kings college london");
    expect((await searchUniversities(database.db, kings)).rows.map((r) => r.name)).toEqual([
      "King's College London",
    ]);
  });

  // The one test on the whole shipped file: every other test loads the small fixture.
  it("loads every entry of the shipped catalogue, each under its own key, with no generated figure", async () => {
    const shipped = JSON.parse(readFileSync(catalogueFile, "utf8")) as unknown[];
    // As a start does, demo or not: the shipped catalogue joined to the shipped facts.
    expect(await seedCatalogue(database.db, { factsFile: scorecardFile })).toBe(shipped.length);
    expect(await countUniversities(database.db)).toBe(shipped.length);
    const rows = await allUniversities(database.db);
    expect(rows.filter(hasFigureWithoutSource).map((row) => row.name)).toEqual([]);
    // The figures a filter reads are there only where a source gives them.
    expect(rows.filter((row) => row.tuitionMinMinor !== null).length).toBe(
      rows.filter((row) => row.facts?.tuition).length,
    );
  }, 180_000);

  it("migration 0017 leaves no generated figure in a catalogue seeded with demo figures, and stamps what admins entered", async () => {
    const shipped = JSON.parse(readFileSync(catalogueFile, "utf8")) as Parameters<typeof rowFromSource>[0][];
    const [first, second] = shipped;
    if (!first || !second) throw new Error("The shipped file is empty");
    // The table as the demo seed wrote it before 0017: generated figures listed in sample_fields.
    await database.db.execute(
      sql`alter table universities add column sample_fields text[] not null default '{}'`,
    );
    try {
      await database.db.insert(universities).values([
        {
          ...rowFromSource(first),
          annualFeeMinor: 4_200_000,
          tuitionMinMinor: 3_600_000,
          fieldsOfStudy: ["Law"],
        },
        { ...rowFromSource(second), annualFeeMinor: 990_000, description: "Typed in by an admin" },
      ]);
      await database.db.execute(
        sql`update universities set sample_fields = '{annualFee,tuitionFees,fieldsOfStudy,description}' where key = ${rowFromSource(first).key}`,
      );
      await database.db.execute(
        sql`update universities set sample_fields = '{tuitionFees}', updated_at = '2026-11-20T10:00:00Z' where key = ${rowFromSource(second).key}`,
      );
      const migration = readFileSync(
        fileURLToPath(new URL("../../../drizzle/0017_entered_figures.sql", import.meta.url)),
        "utf8",
      );
      // Its first statement adds `entered`, which the migrated test database has already.
      for (const statement of migration.split("--> statement-breakpoint").slice(1)) {
        await database.db.execute(sql.raw(statement));
      }
    } finally {
      await database.db.execute(sql`alter table universities drop column sample_fields`);
    }
    const rows = await allUniversities(database.db);
    const demo = rows.find((row) => row.name === first.name);
    expect(demo).toMatchObject({
      annualFeeMinor: null,
      tuitionMinMinor: null,
      fieldsOfStudy: [],
      entered: {},
    });
    const edited = rows.find((row) => row.name === second.name);
    expect(edited).toMatchObject({
      annualFeeMinor: 990_000,
      description: "Typed in by an admin",
      entered: {
        annualFee: { by: "admin", at: "2026-11-20T10:00:00.000Z" },
        description: { by: "admin", at: "2026-11-20T10:00:00.000Z" },
      },
    });
    expect(rows.filter(hasFigureWithoutSource)).toEqual([]);
  });

  it("gives a catalogue seeded before the known short names those names (migration 0012), once", async () => {
    const shipped = JSON.parse(readFileSync(catalogueFile, "utf8")) as Parameters<typeof rowFromSource>[0][];
    const caltech = shipped.find((u) => u.name === "California Institute of Technology");
    if (!caltech) throw new Error("Caltech is not in the shipped file");
    // As a first start wrote it before the known names existed.
    const before = { ...rowFromSource(caltech), alternateNames: caltech.alternateNames };
    before.searchTerms = before.searchTerms.replace(" caltech", "");
    await database.db.insert(universities).values(before);
    const caltechSearch: CatalogueFilters = { ...search, text: "caltech" };
    expect((await searchUniversities(database.db, caltechSearch)).total).toBe(0);

    const migration = readFileSync(
      fileURLToPath(new URL("../../../drizzle/0012_known_names.sql", import.meta.url)),
      "utf8",
    );
    for (let run = 0; run < 2; run++) {
      for (const statement of migration.split("--> statement-breakpoint")) {
        await database.db.execute(sql.raw(statement));
      }
    }
    const [row] = await allUniversities(database.db);
    expect(row?.alternateNames).toEqual([...caltech.alternateNames, "Caltech"]);
    const found = await searchUniversities(database.db, caltechSearch);
    expect(found.rows.map((r) => r.name)).toEqual(["California Institute of Technology"]);
  });
});
