import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { UniversityFacts } from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { NewUniversityRow } from "../../db/schema/index.js";
import { readScorecardFacts, scorecardKey, withSourcedFacts } from "./universities.facts.js";
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

/**
 * Loads a catalogue file (the shipped one unless `file` names another in its format, such as the
 * small fixture of the tests) into an empty table, in one transaction; does nothing when rows exist.
 * With `factsFile` (us-scorecard.json or a file in its format), the universities it covers get their
 * sourced facts. Nothing is generated, demo or not (decision 073): a figure no source gives is unknown.
 */
export async function seedCatalogue(
  db: Db,
  options: {
    file?: string;
    factsFile?: string;
    /** Told when the planner statistics could not be refreshed; the load stands (unset: it fails). */
    onAnalyzeFailed?: (err: unknown) => void;
  } = {},
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
    return known ? withSourcedFacts(row, known) : row;
  });
  await db.transaction(async (tx) => {
    await upsertUniversities(tx, rows);
  });
  const { onAnalyzeFailed } = options;
  await (onAnalyzeFailed ? analyzeUniversities(db).catch(onAnalyzeFailed) : analyzeUniversities(db));
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
