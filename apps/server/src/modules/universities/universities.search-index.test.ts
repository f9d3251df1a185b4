import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { UniversityRow } from "../../db/schema/index.js";
import type { CatalogueFilters } from "./universities.repository.js";
import { CatalogueIndex } from "./universities.search-index.js";
import { catalogueFile, rowFromSource } from "./universities.seed.js";
import { normalizeText } from "./universities.text.js";
import { typoBudget } from "./universities.typos.js";

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
      entered: {},
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
    ["cambrige", "University of Cambridge"],
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
    // A misspelt country: its best ranked, however its universities' names are spelt.
    ["germny", "Ludwig-Maximilians-Universität München"],
    ["jpan", "The University of Tokyo"],
    ["swizerland", "ETH Zurich"],
    ["united kingdon", "University of Cambridge"],
    ["munich germny", "Ludwig-Maximilians-Universität München"],
    // A short form beside a misspelt name.
    ["oxfrod uk", "University of Oxford"],
    ["stanfrod usa", "Stanford University"],
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

  it("finds every university of a misspelt country, by rank, and no country for a short word", () => {
    const germany = index.search(query("germany", { sortBy: "ranking", limit: 50 }));
    const misspelt = index.search(query("germny", { sortBy: "ranking", limit: 50 }));
    expect(misspelt).toEqual(germany);
    const ranks = index
      .search(query("jpan", { limit: 50 }))
      .universities.map((u) => u.worldRanking ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(index.search(query("germny", { countries: ["Japan"] })).total).toBe(0);
    // Three letters allow no typo: "ul" and "uj" name nothing, and "ukk" is not the United Kingdom.
    expect(index.search(query("ukk")).universities.map((u) => u.country)).not.toContain("United Kingdom");
  });

  it("allows no typo up to three letters, one up to seven, two beyond", () => {
    expect([typoBudget("eth"), typoBudget("oxfrd"), typoBudget("massachusets")]).toEqual([0, 1, 2]);
  });
});

describe("a country named in the query, on the shipped catalogue", () => {
  const rows = () => [...index.rows.values()];
  const inCountry = (country: string) => rows().filter((row) => row.country === country);
  const names = (text: string, more: Partial<CatalogueFilters> = {}) =>
    index.search(query(text, more)).universities.map((u) => u.name);

  it("finds the country's universities by its English name, any case, best ranked first", () => {
    const uk = index.search(query("United Kingdom", { limit: 4 }));
    expect(uk.universities.map((u) => u.name)).toEqual([
      "University of Cambridge",
      "University of Oxford",
      "University College London",
      "Imperial College London",
    ]);
    expect(uk.total).toBe(inCountry("United Kingdom").length);
    expect(index.search(query("united kingdom", { limit: 4 }))).toEqual(uk);
    expect(index.search(query("UNITED KINGDOM", { limit: 4 }))).toEqual(uk);
    const korea = index.search(query("south korea", { limit: 50 }));
    expect(korea.universities[0]?.name).toBe("Seoul National University");
    expect(korea.total).toBe(inCountry("South Korea").length);
    expect(korea.universities.every((u) => u.country === "South Korea")).toBe(true);
  });

  it("puts universities whose own name matches before those found through their country", () => {
    // The only German university named after Germany, then the country's best ranked.
    const germany = index.search(query("germany", { limit: 4 }));
    expect(germany.universities.map((u) => u.name)).toEqual([
      "International University in Germany",
      "Ludwig-Maximilians-Universität München",
      "Technical University of Munich",
      "Heidelberg University",
    ]);
    expect(germany.total).toBe(inCountry("Germany").length);
    // Names with "United States" in them (one of them in Kenya) before Harvard.
    const us = names("united states", { limit: 20 });
    const harvard = us.indexOf("Harvard University");
    expect(harvard).toBeGreaterThan(0);
    expect(us.slice(0, harvard).every((name) => name.startsWith("United States"))).toBe(true);
    expect(us.slice(0, harvard)).toContain("United States International University");
    expect(index.search(query("united states")).total).toBe(inCountry("United States").length + 1);
    // "eth" also names Ethiopia: ETH Zurich and the names starting with "eth" stay ahead.
    const eth = index.search(query("eth", { limit: 50 }));
    expect(eth.universities[0]?.name).toBe("ETH Zurich");
    const firstEthiopian = eth.universities.findIndex(
      (u) => u.country === "Ethiopia" && !/\beth/i.test(u.name),
    );
    expect(firstEthiopian).toBeGreaterThan(0);
    expect(
      eth.universities.slice(firstEthiopian).every((u) => u.country === "Ethiopia" && !/\beth/i.test(u.name)),
    ).toBe(true);
  });

  it("finds a country from a prefix while it is typed, among other matches", () => {
    const germ = index.search(query("germ", { limit: 6 }));
    // Names starting with "German" first, wherever they are…
    expect(germ.universities.every((u) => u.name.startsWith("German"))).toBe(true);
    // …and every German university is among the matches.
    expect(index.search(query("germ", { countries: ["Germany"] })).total).toBe(inCountry("Germany").length);
    expect(germ.total).toBeGreaterThan(inCountry("Germany").length);
  });

  it("takes the short forms uk, usa and us for the whole country, as an acronym ranks", () => {
    for (const text of ["usa", "us", "USA"]) {
      expect(names(text, { limit: 3 }), text).toEqual([
        "Harvard University",
        "Stanford University",
        "Massachusetts Institute of Technology",
      ]);
    }
    // Before the Ukrainian universities, whose names merely start with "uk".
    const uk = index.search(query("uk", { limit: 50 }));
    expect(uk.universities.slice(0, 2).map((u) => u.name)).toEqual([
      "University of Cambridge",
      "University of Oxford",
    ]);
    expect(uk.universities.every((u) => u.country === "United Kingdom")).toBe(true);
    expect(uk.total).toBeGreaterThan(inCountry("United Kingdom").length);
    expect(names("uk", { countries: ["Ukraine"], limit: 1 })[0]).toMatch(/^Ukrainian/);
    // A short form is a whole word, not a prefix: "ukr" names no university of the United Kingdom.
    expect(index.search(query("ukr", { countries: ["United Kingdom"] })).total).toBe(0);
  });

  it("combines a country with the other words of the query", () => {
    expect(names("munich germany", { limit: 2 })).toEqual([
      "Ludwig-Maximilians-Universität München",
      "Technical University of Munich",
    ]);
    expect(names("london uk", { limit: 3 })).toEqual([
      "University College London",
      "Imperial College London",
      "King's College London",
    ]);
    expect(names("technology usa", { limit: 2 })).toEqual([
      "Massachusetts Institute of Technology",
      "California Institute of Technology",
    ]);
    const cambridgeUk = index.search(query("cambridge uk"));
    expect(cambridgeUk.universities[0]?.name).toBe("University of Cambridge");
    expect(cambridgeUk.universities.every((u) => u.country === "United Kingdom")).toBe(true);
    // Each word must match: no Japanese university is named or located "munich", so the
    // typo-tolerant search runs and finds only the one whose "municipal" is a typo away.
    expect(names("munich japan")).toEqual(["Miyazaki Municipal University"]);
  });
});
