/**
 * Names people commonly search for that the open data (Hipo list, ROR) does not carry, keyed by
 * the university's import key (`ror:<id>`, or `<country code>:<normalised name>` for a university
 * without a ROR id): each is the university's best-known short name (its Wikidata alias). They are
 * kept as alternate names, so both the index and the database query match and rank them like any
 * other, and a university page may show them. Migrations 0012 and 0013 add them to catalogues
 * seeded before.
 */
export const knownNames: Readonly<Record<string, readonly string[]>> = {
  // California Institute of Technology
  "ror:05dxps055": ["Caltech"],
  // University of California, Berkeley: "berkeley" also names two small colleges.
  "ror:01an7q238": ["UC Berkeley", "Berkeley"],
  // The University of Texas at Austin
  "ror:00hj54h04": ["UT Austin"],
  // Delft University of Technology
  "ror:02e2c7k09": ["TU Delft"],
  // King's College London: "kings college" is also the whole name of a small US college.
  "ror:0220mzb33": ["King's College"],
  // Institut d'Etudes Politiques de Paris (no ROR id in the file); "sciences po" also starts the
  // names of the regional institutes (Sciences Po Bordeaux, Rennes…).
  "FR:institut d etudes politiques de paris sciences po": ["Sciences Po"],
};

/** The alternate names of a university (by its import key) with its known short names added (once each). */
export function withKnownNames(key: string, alternateNames: readonly string[]): string[] {
  const extra = knownNames[key] ?? [];
  return [...alternateNames, ...extra.filter((name) => !alternateNames.includes(name))];
}
