import type { University } from "@meridian/contract";

let counter = 0;

/** A university as the API presents it; figures with no source unless `entered` or `facts` says whose. */
export function makeUniversity(overrides: Partial<University> = {}): University {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    key: `test-${counter}`,
    name: `Test University ${counter}`,
    city: "Toronto",
    country: "Canada",
    countryCode: "CA",
    stateProvince: null,
    website: `https://u${counter}.example.edu`,
    domains: [],
    alternateNames: [],
    acronyms: [],
    foundedYear: null,
    worldRanking: 23,
    ranking: {
      world: 23,
      band: null,
      source: "ARWU 2025 (Academic Ranking of World Universities)",
      license: "proprietary/unclear",
    },
    specialization: "Engineering",
    description: "A research university.",
    fieldsOfStudy: ["Engineering"],
    degreeTypes: ["Master's"],
    currency: "USD",
    offerLetterFee: 200,
    annualFee: 30_000,
    tuitionFees: { international: { min: 25_000, max: 40_000 } },
    entered: {},
    facts: null,
    ...overrides,
  };
}
