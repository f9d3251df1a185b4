import type { University } from "@meridian/contract";
import type { UniversityRow } from "../../db/schema/index.js";

const major = (minor: number | null) => (minor === null ? null : minor / 100);

/** A university as the API shows it: money in major units of its currency, the ranking with its source. */
export function presentUniversity(row: UniversityRow): University {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    city: row.city,
    country: row.country,
    countryCode: row.countryCode,
    stateProvince: row.stateProvince,
    website: row.website,
    domains: row.domains,
    alternateNames: row.alternateNames,
    acronyms: row.acronyms,
    foundedYear: row.foundedYear,
    worldRanking: row.worldRanking,
    ranking: {
      world: row.worldRanking,
      band: row.worldRankingBand,
      source: row.rankingSource,
      license: row.rankingLicense,
    },
    specialization: row.specialization,
    description: row.description,
    fieldsOfStudy: row.fieldsOfStudy,
    degreeTypes: row.degreeTypes,
    currency: row.currency,
    offerLetterFee: major(row.offerLetterFeeMinor),
    annualFee: major(row.annualFeeMinor),
    tuitionFees: { international: { min: major(row.tuitionMinMinor), max: major(row.tuitionMaxMinor) } },
    entered: row.entered,
    facts: row.facts ?? null,
  };
}
