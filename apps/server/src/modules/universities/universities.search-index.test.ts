import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { UniversityRow } from "../../db/schema/index.js";
import type { CatalogueFilters } from "./universities.repository.js";
import { CatalogueIndex, typoBudget } from "./universities.search-index.js";
import { catalogueFile, rowFromSource } from "./universities.seed.js";
import { normalizeText } from "./universities.text.js";

/** The shipped file as the rows a first start writes (without demo figures), under made-up ids. */
function shippedRows(): Map<string, UniversityRow> {
  const sources = JSON.parse(readFileSync(catalogueFile, "utf8")) as Parameters<typeof rowFromSource>[0][];
  const rows = new Map<string, UniversityRow>();
  sources.forEach((source, i) => {
    const id = `00000000-0000-7000-8000-${String(i).padStart(12, "0")}`;
    const row = rowFromSource(source);
    rows.set(id, {
      fieldsOfStudy: [],
      degreeTypes: [],
      currency: "USD",
      offerLetterFeeMinor: null,
      annualFeeMinor: null,
      tuitionMinMinor: null,
      tuitionMaxMinor: null,
      sampleFields: [],
      specialization: null,
      description: null,
      searchVector: "",
      createdAt: new Date(0),
      updatedAt: new Date(0),
      ...row,
      id,
    } as UniversityRow);
  });
  return rows;
}

const query = (text: string, more: Partial<CatalogueFilters> = {}): CatalogueFilters => ({
  text: normalizeText(text),
  countries: [],
  fields: [],
  sortBy: "relevance",
  limit: 6,
  offset: 0,
  ...more,
});

let index: CatalogueIndex;
beforeAll(() => {
  index = new CatalogueIndex(shippedRows());
});

describe("search quality on the shipped catalogue", () => {
  // What people type for well-known universities, and the first result they expect. Each name
  // was checked in the shipped file before it was written here. "caltech", "berkeley", "ut austin"
  // and "tu delft" find their university through its known short names (universities.known-names.ts),
  // as do "kings college" and "sciences po" (decision 052).
  const firsts: [string, string][] = [
    ["toronto", "University of Toronto"],
    ["oxford", "University of Oxford"],
    ["harvard", "Harvard University"],
    ["mit", "Massachusetts Institute of Technology"],
    ["eth", "ETH Zurich"],
    ["tum", "Technical University of Munich"],
    ["sorbonne", "Sorbonne University"],
    ["cambridge", "University of Cambridge"],
    ["stanford", "Stanford University"],
    ["mcgill", "McGill University"],
    ["tokyo", "The University of Tokyo"],
    ["imperial", "Imperial College London"],
    ["melbourne", "The University of Melbourne"],
    ["ucla", "University of California, Los Angeles"],
    ["iit bombay", "Indian Institute of Technology Bombay"],
    ["tsinghua", "Tsinghua University"],
    ["peking", "Peking University"],
    ["nus", "National University of Singapore"],
    ["epfl", "Swiss Federal Institute of Technology in Lausanne"],
    ["kaist", "Korea Advanced Institute of Science and Technology"],
    ["lse", "London School of Economics and Political Science"],
    ["ucl", "University College London"],
    ["berkeley", "University of California, Berkeley"],
    ["caltech", "California Institute of Technology"],
    ["ut austin", "The University of Texas at Austin"],
    ["tu delft", "Delft University of Technology"],
    ["yale", "Yale University"],
    ["princeton", "Princeton University"],
    ["columbia", "Columbia University"],
    ["edinburgh", "University of Edinburgh"],
    ["sydney", "The University of Sydney"],
    ["heidelberg", "Heidelberg University"],
    ["stanf", "Stanford University"],
    ["univ of toronto", "University of Toronto"],
    ["zürich", "University of Zurich"],
    ["eth zurich", "ETH Zurich"],
    // Apostrophes: a possessive's is dropped on both sides; known names where the text is another's name.
    ["kings college", "King's College London"],
    ["king's college", "King's College London"],
    ["kings college london", "King's College London"],
    ["sciences po", "Institut d'Etudes Politiques de Paris (Sciences Po)"],
    ["sciences po bordeaux", "Sciences Po Bordeaux"],
    ["institut d etudes politiques de paris", "Institut d'Etudes Politiques de Paris (Sciences Po)"],
    // A city: its best ranked university, not a small school whose name starts with the city's.
    ["munich", "Ludwig-Maximilians-Universität München"],
    ["london", "University College London"],
    ["paris", "University of Paris-Saclay"],
    // Typos, and typos in a prefix still being typed.
    ["harvrd", "Harvard University"],
    ["massachusets", "Massachusetts Institute of Technology"],
    ["oxfrod", "University of Oxford"],
    ["stanfrod univ", "Stanford University"],
  ];

  it.each(firsts)("%s -> %s", (text, expected) => {
    const result = index.search(query(text));
    expect(result.universities[0]?.name).toBe(expected);
  });

  it("keeps other matches after the best one, and counts them all", () => {
    const toronto = index.search(query("toronto", { limit: 10 }));
    // Every university named after Toronto or in it.
    expect(toronto.total).toBeGreaterThan(6);
    expect(toronto.universities.map((u) => u.name)).toContain("Toronto Metropolitan University");
    // A three-letter prefix matches thousands; the count is exact and the page is the best six.
    const uni = index.search(query("uni"));
    expect(uni.total).toBeGreaterThan(5_000);
    expect(uni.universities).toHaveLength(6);
    // Those known as "UNI" first, then names starting with it, best ranked first.
    const [first, second, ...leading] = uni.universities;
    expect([first, second].every((u) => u?.acronyms.includes("UNI"))).toBe(true);
    const ranks = leading.map((u) => u.worldRanking ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(leading.every((u) => u.name.startsWith("Uni"))).toBe(true);
  });

  it("applies filters to typo matches and finds nothing where nothing is close", () => {
    const inUs = index.search(query("harvrd", { countries: ["Japan"] }));
    expect(inUs).toEqual({ universities: [], total: 0 });
    expect(index.search(query("qqqqzzzz")).total).toBe(0);
  });

  it("allows no typo up to three letters, one up to seven, two beyond", () => {
    expect([typoBudget("eth"), typoBudget("oxfrd"), typoBudget("massachusets")]).toEqual([0, 1, 2]);
  });
});
