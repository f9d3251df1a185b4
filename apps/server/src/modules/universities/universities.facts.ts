import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  type FactSource,
  type LivingCostEstimate,
  ownershipKinds,
  type UniversityFacts,
  universityFilterOptions,
} from "@meridian/contract";
import type { NewUniversityRow } from "../../db/schema/index.js";

/**
 * US College Scorecard 2021-22 and IPEDS HD2024 facts for the catalogue's US universities, and
 * World Bank price levels per country (data/universities/SOURCES-enrichment.md: sources, join,
 * licences; decision 052).
 */
export const scorecardFile = fileURLToPath(
  new URL("../../../data/universities/us-scorecard.json", import.meta.url),
);
const priceLevelsFile = fileURLToPath(
  new URL("../../../data/universities/price-levels.json", import.meta.url),
);

type DegreeLevel = (typeof universityFilterOptions.degreeTypes)[number];

/** One record of us-scorecard.json, as far as the product reads it. */
interface ScorecardRecord {
  name: string;
  domain: string | null;
  ownership?: string | null;
  studentCount?: { undergraduate: number | null; graduate: number | null; year: string } | null;
  highestDegree?: { level: string | null; ipeds: string | null; year: string } | null;
  degreeLevels?: string[];
  degreeLevelsInferred?: string[];
  degreeLevelsUs?: string[];
  fieldsOfStudy?: { field: string; share: number }[];
  fieldsOfStudyMeta?: { year: string };
  tuitionOutOfState?: { usd: number; inStateUsd?: number; year: string } | null;
  costOfAttendance?: {
    roomBoardOnCampusUsd?: number;
    otherExpensesOnCampusUsd?: number;
    roomBoardOffCampusUsd?: number;
    otherExpensesOffCampusUsd?: number;
    booksSuppliesUsd?: number;
    year: string;
  } | null;
  join: { status?: string };
  _source: { id: string; fields: string[] }[];
}

interface ScorecardFile {
  _sources: Record<string, { dataset: string; licence: string; url: string; year: string }>;
  universities: Record<string, ScorecardRecord>;
}

/** The datasets the shipped file draws on, as a university page names them. */
const datasetNames: Record<string, string> = {
  "scorecard-2021-22": "U.S. Department of Education, College Scorecard",
  "ipeds-hd2024": "U.S. Department of Education, NCES, IPEDS Directory information",
};

/** How a catalogue row is found in the file: its name and first domain, as the file's keys are. */
export function scorecardKey(row: { name: string; domains?: readonly string[] | null }): string {
  return `${row.name}|${row.domains?.[0] ?? ""}`;
}

const isLevel = (value: string | null | undefined): value is DegreeLevel =>
  (universityFilterOptions.degreeTypes as readonly (string | null | undefined)[]).includes(value);

/** The sources of one fact: the datasets the record says supplied that field. */
function sourcesOf(record: ScorecardRecord, field: string): string[] {
  return record._source.filter((s) => s.fields.includes(field)).map((s) => s.id);
}

/** A record of the file as the product's facts, each with its year and sources. */
function factsOf(record: ScorecardRecord, descriptors: ScorecardFile["_sources"]): UniversityFacts {
  const used = new Set(record._source.filter((s) => s.fields.some((f) => f !== "join")).map((s) => s.id));
  const sources: FactSource[] = [...used].flatMap((id) => {
    const d = descriptors[id];
    return d
      ? [{ id, name: datasetNames[id] ?? d.dataset, year: d.year, url: d.url, licence: d.licence }]
      : [];
  });
  const ownership = ownershipKinds.find((kind) => kind === record.ownership);
  const scorecardYear = descriptors["scorecard-2021-22"]?.year ?? "2021-22";
  const students = record.studentCount;
  const tuition = record.tuitionOutOfState;
  const costs = record.costOfAttendance;
  const costFigures = costs
    ? {
        roomBoardOnCampus: costs.roomBoardOnCampusUsd ?? null,
        otherOnCampus: costs.otherExpensesOnCampusUsd ?? null,
        roomBoardOffCampus: costs.roomBoardOffCampusUsd ?? null,
        otherOffCampus: costs.otherExpensesOffCampusUsd ?? null,
        booksSupplies: costs.booksSuppliesUsd ?? null,
      }
    : null;
  const levels = (record.degreeLevels ?? []).filter(isLevel);
  return {
    sources,
    ownership: ownership
      ? {
          kind: ownership,
          year: record.highestDegree?.year ?? scorecardYear,
          sources: sourcesOf(record, "ownership"),
        }
      : null,
    students:
      students && (students.undergraduate !== null || students.graduate !== null)
        ? {
            undergraduate: students.undergraduate,
            graduate: students.graduate,
            year: students.year,
            sources: sourcesOf(record, "studentCount"),
          }
        : null,
    tuition: tuition
      ? {
          currency: "USD",
          outOfState: tuition.usd,
          // The file names the in-state rate only where it differs.
          inState: tuition.inStateUsd ?? tuition.usd,
          year: tuition.year,
          sources: sourcesOf(record, "tuitionOutOfState"),
        }
      : null,
    livingCosts:
      costs && costFigures && Object.values(costFigures).some((v) => v !== null)
        ? {
            currency: "USD",
            ...costFigures,
            year: costs.year,
            sources: sourcesOf(record, "costOfAttendance"),
          }
        : null,
    fieldShares:
      record.fieldsOfStudy && record.fieldsOfStudy.length > 0
        ? {
            fields: record.fieldsOfStudy.map(({ field, share }) => ({ field, share })),
            year: record.fieldsOfStudyMeta?.year ?? scorecardYear,
            sources: sourcesOf(record, "fieldsOfStudy"),
          }
        : null,
    degrees:
      levels.length > 0 || record.highestDegree?.ipeds
        ? {
            levels,
            inferred: (record.degreeLevelsInferred ?? []).filter(isLevel),
            awards: record.degreeLevelsUs ?? [],
            highest: record.highestDegree?.ipeds ?? null,
            year: record.highestDegree?.year ?? scorecardYear,
            sources: [
              ...new Set([...sourcesOf(record, "degreeLevels"), ...sourcesOf(record, "highestDegree")]),
            ],
          }
        : null,
    status: record.join.status ?? null,
  };
}

/** The facts of every university of a facts file, by `scorecardKey`. */
export async function readScorecardFacts(file: string): Promise<Map<string, UniversityFacts>> {
  let parsed: ScorecardFile;
  try {
    parsed = JSON.parse(await readFile(file, "utf8")) as ScorecardFile;
  } catch (err) {
    throw new Error(`The facts file ${file} cannot be read as JSON: ${(err as Error).message}`);
  }
  if (typeof parsed?.universities !== "object" || typeof parsed._sources !== "object") {
    throw new Error(`The facts file ${file} is not in the shipped format (_sources and universities)`);
  }
  const facts = new Map<string, UniversityFacts>();
  for (const [key, record] of Object.entries(parsed.universities))
    facts.set(key, factsOf(record, parsed._sources));
  return facts;
}

/**
 * A row with its sourced facts, and the catalogue columns filters and sorts use taken from them:
 * degree types, fields of study, and the out-of-state tuition as the least an international
 * student pays (in USD). Nothing generated is kept: a figure no source gives is unknown (null).
 */
export function withSourcedFacts(row: NewUniversityRow, facts: UniversityFacts): NewUniversityRow {
  return {
    ...row,
    facts,
    degreeTypes: facts.degrees?.levels ?? [],
    fieldsOfStudy: facts.fieldShares?.fields.map((f) => f.field) ?? [],
    currency: "USD",
    tuitionMinMinor: facts.tuition ? Math.round(facts.tuition.outOfState * 100) : null,
    tuitionMaxMinor: null,
    annualFeeMinor: null,
    offerLetterFeeMinor: null,
    specialization: null,
    description: null,
  };
}

interface PriceLevelsFile {
  _meta: {
    livingCostEstimateUsd: {
      usBaselineUsd: number;
      usBaselineYear: string;
      usBaselineSource: { dataset: string; licence: string; url: string; year: string };
      formula: string;
    };
  };
  _source: { dataset: string; licence: string; url: string; lastUpdated: string; attribution: string };
  countries: Record<
    string,
    { livingCostEstimateUsd: number | null; priceLevelRatio: number | null; year: number | null }
  >;
}

let priceLevels: Map<string, LivingCostEstimate> | undefined;

/** The estimates of every country of price-levels.json, read once (35 KB). */
function loadPriceLevels(): Map<string, LivingCostEstimate> {
  const file = JSON.parse(readFileSync(priceLevelsFile, "utf8")) as PriceLevelsFile;
  const meta = file._meta.livingCostEstimateUsd;
  const sources: FactSource[] = [
    {
      id: "world-bank-pa-nus-pppc-rf",
      name: "The World Bank, World Development Indicators: price level ratio (PA.NUS.PPPC.RF)",
      year: `last updated ${file._source.lastUpdated}`,
      url: file._source.url,
      licence: "CC BY 4.0",
    },
    {
      id: "scorecard-2021-22",
      name: datasetNames["scorecard-2021-22"] ?? meta.usBaselineSource.dataset,
      year: meta.usBaselineYear,
      url: meta.usBaselineSource.url,
      licence: "Public domain (U.S. federal government data)",
    },
  ];
  const estimates = new Map<string, LivingCostEstimate>();
  for (const [code, country] of Object.entries(file.countries)) {
    if (country.livingCostEstimateUsd === null || country.priceLevelRatio === null || country.year === null)
      continue;
    estimates.set(code, {
      amount: country.livingCostEstimateUsd,
      currency: "USD",
      priceLevelRatio: country.priceLevelRatio,
      priceLevelYear: country.year,
      baseline: meta.usBaselineUsd,
      baselineYear: meta.usBaselineYear,
      method:
        "The median off-campus room, board and other living expenses for an academic year at US universities awarding mainly bachelor's degrees, scaled by the country's price level (all goods and services, relative to the United States), rounded to 100.",
      sources,
      attribution: file._source.attribution,
    });
  }
  return estimates;
}

/** The modelled living cost of a country (ISO code), or null where the price level is missing or too old. */
export function livingCostEstimateFor(countryCode: string): LivingCostEstimate | null {
  priceLevels ??= loadPriceLevels();
  return priceLevels.get(countryCode.toUpperCase()) ?? null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * The facts of a row after an admin's edit: a sourced fact whose catalogue figure the admin changed
 * (tuition, fields of study, degree types) is dropped, so the page never shows a source for a
 * figure it did not give. Saving the form unchanged keeps them all.
 */
export function factsAfterEdit(
  facts: UniversityFacts | null,
  row: Pick<
    NewUniversityRow,
    "tuitionMinMinor" | "tuitionMaxMinor" | "currency" | "fieldsOfStudy" | "degreeTypes"
  >,
): UniversityFacts | null {
  if (!facts) return null;
  const tuitionKept =
    facts.tuition !== null &&
    row.tuitionMinMinor === Math.round(facts.tuition.outOfState * 100) &&
    (row.tuitionMaxMinor ?? null) === null &&
    (row.currency ?? facts.tuition.currency) === facts.tuition.currency;
  const fieldsKept =
    facts.fieldShares !== null &&
    sameSet(
      row.fieldsOfStudy ?? [],
      facts.fieldShares.fields.map((f) => f.field),
    );
  const degreesKept = facts.degrees !== null && sameSet(row.degreeTypes ?? [], facts.degrees.levels);
  return {
    ...facts,
    tuition: tuitionKept ? facts.tuition : null,
    fieldShares: fieldsKept ? facts.fieldShares : null,
    degrees: degreesKept ? facts.degrees : null,
  };
}
