/**
 * Names people commonly search for that the open data (Hipo list, ROR) does not carry, keyed by
 * ROR id: each is the university's best-known short name (its Wikidata alias). They are kept as
 * alternate names, so both the index and the database query match and rank them like any other,
 * and a university page may show them. Migration 0012 adds them to catalogues seeded before.
 */
export const knownNames: Readonly<Record<string, readonly string[]>> = {
  // California Institute of Technology
  "05dxps055": ["Caltech"],
  // University of California, Berkeley: "berkeley" also names two small colleges.
  "01an7q238": ["UC Berkeley", "Berkeley"],
  // The University of Texas at Austin
  "00hj54h04": ["UT Austin"],
  // Delft University of Technology
  "02e2c7k09": ["TU Delft"],
};

/** The alternate names of a university with its known short names added (once each). */
export function withKnownNames(
  rorId: string | null | undefined,
  alternateNames: readonly string[],
): string[] {
  const id = rorId?.replace(/^https?:\/\/ror\.org\//, "");
  const extra = (id && knownNames[id]) || [];
  return [...alternateNames, ...extra.filter((name) => !alternateNames.includes(name))];
}
