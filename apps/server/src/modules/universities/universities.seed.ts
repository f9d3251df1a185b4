import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type UniversityFacts, universityFilterOptions } from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { NewUniversityRow } from "../../db/schema/index.js";
import {
  GENERATED_FIELDS,
  readScorecardFacts,
  scorecardKey,
  withSourcedFacts,
} from "./universities.facts.js";
import { withKnownNames } from "./universities.known-names.js";
import { analyzeUniversities, countUniversities, upsertUniversities } from "./universities.repository.js";
import { normalizeText, searchTermsOf, stableKey } from "./universities.text.js";

/** The shipped open catalogue (see data/universities/SOURCES.md for sources and licences). */
export const catalogueFile = fileURLToPath(
  new URL("../../../data/universities/universities.json", import.meta.url),
);

interface SourceUniversity {
  name: string;
  countryCode: string;
  country: string;
  city: string | null;
  website: string | null;
  domains: string[];
  worldRanking: number | null;
  rankingSource: string | null;
  worldRankingBand: string | null;
  rankingLicense: string | null;
  alternateNames: string[];
  stateProvince: string | null;
  foundedYear: number | null;
  latitude: number | null;
  longitude: number | null;
  acronyms: string[];
  rorId: string | null;
  wikidataId: string | null;
  _provenance: Record<string, unknown>;
}

/** A row from the shipped file, with only the figures its sources carry. */
export function rowFromSource(source: SourceUniversity): NewUniversityRow {
  const key = stableKey(source);
  const alternateNames = withKnownNames(key, source.alternateNames ?? []);
  return {
    key,
    name: source.name,
    countryCode: source.countryCode.toUpperCase(),
    country: source.country,
    city: source.city,
    stateProvince: source.stateProvince,
    website: source.website,
    domains: source.domains ?? [],
    alternateNames,
    acronyms: source.acronyms ?? [],
    foundedYear: source.foundedYear,
    latitude: source.latitude,
    longitude: source.longitude,
    rorId: source.rorId,
    wikidataId: source.wikidataId,
    worldRanking: source.worldRanking,
    worldRankingBand: source.worldRankingBand,
    rankingSource: source.rankingSource,
    rankingLicense: source.rankingLicense,
    provenance: source._provenance,
    searchName: normalizeText(source.name),
    searchTerms: searchTermsOf({ ...source, alternateNames }),
  };
}

/** A repeatable pseudo-random stream per university, so demo figures are the same on every install. */
function randomFor(key: string): () => number {
  let state = createHash("sha256").update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One list shared by every seeded row (rows are only read), not a copy per row at start-up. */
const SAMPLE_FIELDS = [...GENERATED_FIELDS];

/**
 * Demo values for the figures no open source has, so filters have something to act on. Every
 * one is listed in `sampleFields`; an import or an admin edit replaces them.
 */
export function withSampleFigures(row: NewUniversityRow): NewUniversityRow {
  const random = randomFor(row.key);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const fields = [...universityFilterOptions.fields]
    .sort(() => random() - 0.5)
    .slice(0, 3 + Math.floor(random() * 4));
  const degreeTypes = universityFilterOptions.degreeTypes.filter((_, i) => i < 2 || random() < 0.5);
  const rank = row.worldRanking ?? 2_000;
  const annual = Math.round((4_000 + random() * 40_000 + Math.max(0, 45_000 - rank * 40)) / 500) * 500;
  const specialization = fields[0] ?? pick(universityFilterOptions.fields);
  return {
    ...row,
    annualFeeMinor: annual * 100,
    offerLetterFeeMinor: Math.round(100 + random() * 400) * 100,
    tuitionMinMinor: Math.round(annual * 0.85) * 100,
    tuitionMaxMinor: Math.round(annual * 1.25) * 100,
    currency: "USD",
    specialization,
    description: `${row.name} in ${row.city ? `${row.city}, ` : ""}${row.country}, known in this demo for ${specialization.toLowerCase()}.`,
    fieldsOfStudy: fields,
    degreeTypes,
    sampleFields: SAMPLE_FIELDS,
  };
}

/**
 * Loads a catalogue file (the shipped one unless `file` names another in its format, such as the
 * small fixture of the tests) into an empty table, in one transaction; does nothing when rows exist.
 * With `factsFile` (us-scorecard.json or a file in its format), the universities it covers get their
 * sourced facts and no generated figure; the others get demo figures when `sampleFigures` is on.
 */
export async function seedCatalogue(
  db: Db,
  options: { sampleFigures: boolean; file?: string; factsFile?: string },
): Promise<number> {
  if ((await countUniversities(db)) > 0) return 0;
  const file = options.file ?? catalogueFile;
  const [sources, facts] = await Promise.all([
    readCatalogueFile(file),
    options.factsFile ? readScorecardFacts(options.factsFile) : new Map<string, UniversityFacts>(),
  ]);
  const seen = new Set<string>();
  const rows = sources.map((source) => {
    let row = rowFromSource(source);
    // A few names differ only in punctuation within one country; their first domain tells them apart.
    if (seen.has(row.key))
      row = { ...row, key: `${row.key}|${source.domains[0] ?? source.website ?? seen.size}` };
    seen.add(row.key);
    const known = facts.get(scorecardKey(source));
    if (known) return withSourcedFacts(row, known);
    return options.sampleFigures ? withSampleFigures(row) : row;
  });
  await db.transaction(async (tx) => {
    await upsertUniversities(tx, rows);
  });
  await analyzeUniversities(db);
  return rows.length;
}

/** The entries of a catalogue file; a file that is not a JSON list of named entries stops with its name. */
async function readCatalogueFile(file: string): Promise<SourceUniversity[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new Error(`The catalogue file ${file} cannot be read as JSON: ${(err as Error).message}`);
  }
  const isList =
    Array.isArray(parsed) &&
    parsed.every(
      (entry) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.name === "string" &&
        typeof entry.countryCode === "string",
    );
  if (!isList) {
    throw new Error(
      `The catalogue file ${file} is not a list of universities in the shipped format (each with name and countryCode)`,
    );
  }
  return parsed as SourceUniversity[];
}
