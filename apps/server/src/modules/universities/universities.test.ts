import { readFileSync } from "node:fs";
import { UNIVERSITY_PAGE_MAX } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addUniversity,
  SMALL_CATALOGUE_SIZE,
  smallCatalogueFile,
  smallCatalogueWithAdmin,
} from "../../test/catalogue-fixture.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { type CatalogueFilters, searchUniversities } from "./universities.repository.js";
import { usableSearchIndex } from "./universities.search-sync.js";
import { catalogueCountries } from "./universities.service.js";
import { normalizeText } from "./universities.text.js";

let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  // The 12 US universities get their sourced figures; no other has any (decision 073).
  admin = await smallCatalogueWithAdmin(t);
}, 60_000);

/** What the tests know of the small catalogue, read from the file the app was seeded with. */
interface FixtureEntry {
  name: string;
  country: string;
  city: string | null;
  worldRanking: number | null;
}
const fixture = JSON.parse(readFileSync(smallCatalogueFile, "utf8")) as FixtureEntry[];
const rankedInFixture = fixture
  .filter((u) => u.worldRanking !== null)
  .sort((a, b) => (a.worldRanking ?? 0) - (b.worldRanking ?? 0));
const fixtureNamesIn = (...countries: string[]) =>
  fixture
    .filter((u) => countries.includes(u.country))
    .map((u) => u.name)
    .sort();
const sorted = (names: string[]) => [...names].sort();

interface Item {
  id: string;
  name: string;
  country: string;
  city: string | null;
  worldRanking: number | null;
  fieldsOfStudy: string[];
  degreeTypes: string[];
  tuitionFees: { international: { min: number | null } };
  entered: Record<string, { by: string; at: string }>;
  ranking: { source: string | null; band: string | null };
}
interface Found {
  universities: Item[];
  total: number;
  hasMore: boolean;
  unpublished: { count: number; figures: string[]; included: boolean };
}
async function find(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/universities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Found;
}
/** The whole catalogue in one page: the small one fits in the largest page. */
async function everything() {
  const all = await find(`limit=${UNIVERSITY_PAGE_MAX}&sortBy=alphabetical`);
  expect(all).toMatchObject({ total: SMALL_CATALOGUE_SIZE, hasMore: false });
  return all.universities;
}

type SearchIndex = NonNullable<Awaited<ReturnType<typeof usableSearchIndex>>>;

/**
 * Runs every combination through the index and the database query and expects the same totals and
 * ids in the same order; returns how many combinations found something. `skipEmpty` leaves out a
 * text no prefix matches (each side then tries its own typo-tolerant match, decision 028).
 */
async function compareIndexWithDatabase(
  index: SearchIndex,
  sorts: readonly CatalogueFilters["sortBy"][],
  texts: readonly string[],
  more: readonly Partial<CatalogueFilters>[],
  { skipEmpty }: { skipEmpty: boolean },
): Promise<number> {
  let compared = 0;
  for (const sortBy of sorts)
    for (const text of texts)
      for (const extra of more) {
        const f: CatalogueFilters = {
          text: normalizeText(text),
          countries: [],
          fields: [],
          sortBy,
          limit: 6,
          offset: 0,
          ...extra,
        };
        const fromDatabase = await searchUniversities(t.database.db, f);
        if (skipEmpty && f.text && fromDatabase.total === 0) continue;
        const fromIndex = index.search(f);
        const label = JSON.stringify(f);
        expect(fromIndex.total, label).toBe(fromDatabase.total);
        expect(
          fromIndex.universities.map((u) => u.id),
          label,
        ).toEqual(fromDatabase.rows.map((row) => row.id));
        if (fromDatabase.total > 0) compared++;
      }
  return compared;
}

describe("catalogue search", () => {
  it("holds the whole seeded catalogue with its ranking source, and no figure entered or generated", async () => {
    expect(fixture).toHaveLength(SMALL_CATALOGUE_SIZE);
    const all = await find("limit=1&sortBy=ranking");
    expect(all.total).toBe(SMALL_CATALOGUE_SIZE);
    const first = all.universities[0];
    expect(first?.name).toBe(rankedInFixture[0]?.name);
    expect(first?.name).toBe("Harvard University");
    expect(first?.ranking.source).toMatch(/ARWU 2025/);
    expect(first?.entered).toEqual({});
    expect(sorted((await everything()).map((u) => u.name))).toEqual(sorted(fixture.map((u) => u.name)));
  });

  it("pages with limit and offset, caps the limit, and is empty past the end", async () => {
    const all = await everything();
    const page = await find("limit=6&offset=0&sortBy=alphabetical");
    expect(page.universities).toHaveLength(6);
    expect(page.hasMore).toBe(true);
    expect(page.total).toBe(SMALL_CATALOGUE_SIZE);
    const next = await find("limit=6&offset=6&sortBy=alphabetical");
    expect(next.universities[0]?.name).not.toBe(page.universities[0]?.name);
    // Consecutive pages neither overlap nor skip: together they are the start of the whole list.
    expect([...page.universities, ...next.universities].map((u) => u.id)).toEqual(
      all.slice(0, 12).map((u) => u.id),
    );
    const last = await find(`limit=6&offset=${SMALL_CATALOGUE_SIZE - 2}&sortBy=alphabetical`);
    expect(last.universities.map((u) => u.id)).toEqual(all.slice(-2).map((u) => u.id));
    expect(last.hasMore).toBe(false);

    // The cap only shows with more rows than a page holds: add a few, then take them away.
    const extra: string[] = [];
    try {
      for (let i = 0; i <= UNIVERSITY_PAGE_MAX - SMALL_CATALOGUE_SIZE; i++) {
        extra.push(
          await addUniversity(t.app, admin, {
            name: `Paging Test College ${i}`,
            country: "Canada",
            countryCode: "CA",
          }),
        );
      }
      const capped = await find("limit=1000");
      expect(capped.total).toBeGreaterThan(UNIVERSITY_PAGE_MAX);
      expect(capped.universities).toHaveLength(UNIVERSITY_PAGE_MAX);
      expect(capped.hasMore).toBe(true);
    } finally {
      for (const id of extra) {
        const removed = await t.app.inject({
          method: "DELETE",
          url: `/api/admin/universities/${id}`,
          headers: admin,
        });
        expect(removed.statusCode).toBe(200);
      }
    }
    const past = await find("offset=20000");
    expect(past).toEqual({
      universities: [],
      total: SMALL_CATALOGUE_SIZE,
      hasMore: false,
      unpublished: { count: 0, figures: [], included: false },
    });
  });

  it("finds through typos, accents, acronyms, alternate names, prefixes and cities", async () => {
    expect((await find("search=massachusets")).universities[0]?.name).toBe(
      "Massachusetts Institute of Technology",
    );
    expect((await find("search=aberystwth")).universities[0]?.name).toBe("Aberystwyth University");
    // A misspelt name before the universities of a city of that name (Harvard and MIT, in Cambridge MA).
    expect((await find("search=cambrige")).universities[0]?.name).toBe("University of Cambridge");
    const cambrige: CatalogueFilters = {
      text: "cambrige",
      textMode: "fuzzy",
      countries: [],
      fields: [],
      sortBy: "relevance",
      limit: 3,
      offset: 0,
    };
    expect((await searchUniversities(t.database.db, cambrige)).rows[0]?.name).toBe("University of Cambridge");
    expect((await find("search=MIT")).universities[0]?.name).toBe("Massachusetts Institute of Technology");
    // An accent in the query or in the catalogue (name or city) does not stop a match.
    for (const query of ["%C3%A1vila", "avila"]) {
      const avila = await find(`search=${query}&limit=50`);
      expect(avila.universities.map((u) => u.name)).toEqual(["Catholic University of Ávila"]);
    }
    expect((await find("search=surampalem")).universities.map((u) => u.name)).toEqual(["Aditya University"]);
    // Alternate names, with or without their accents.
    const avila = await find("search=universidad%20catolica%20de%20avila&limit=3");
    expect(avila.universities[0]?.name).toMatch(/Ávila/);
    const amsterdam = await find("search=hogeschool%20van%20amsterdam&limit=3");
    expect(amsterdam.universities[0]?.name).toBe("Amsterdam University of Applied Sciences");
    expect((await find("search=harv")).universities[0]?.name).toBe("Harvard University");
    // A city finds every university in it, whether or not its name says so.
    const cambridge = await find("search=cambridge&limit=50");
    const inCambridge = fixture.filter((u) => /cambridge/i.test(`${u.name} ${u.city}`)).map((u) => u.name);
    expect(inCambridge).toHaveLength(3);
    expect(sorted(cambridge.universities.map((u) => u.name))).toEqual(sorted(inCambridge));
    expect(cambridge.universities.map((u) => u.name)).toContain("University of Cambridge");
    expect(cambridge.universities.every((u) => /cambridge/i.test(`${u.name} ${u.city}`))).toBe(true);
  });

  it("puts exact and prefix name matches first", async () => {
    const res = await find("search=harvard%20university&limit=3");
    expect(res.universities[0]?.name).toBe("Harvard University");
    const prefix = await find("search=stanford&limit=5");
    expect(prefix.universities[0]?.name).toMatch(/^Stanford/);
    // Names starting with the text come before better-ranked ones that only contain it.
    const university = await find("search=university&limit=50");
    expect(university.universities.map((u) => u.name)).toContain("Harvard University");
    expect(university.universities[0]?.name).toBe("University of Cambridge");
    // An exact acronym comes before names that merely start with the text.
    const au = await find("search=au&limit=50");
    expect(au.universities[0]?.name).toBe("Athabasca University");
    expect(au.universities[1]?.name).toMatch(/^Au/);
  });

  it("answers from the in-memory index exactly as the database query would", async () => {
    const index = await usableSearchIndex(t.ctx);
    if (!index) throw new Error("a single node trusts its index");
    const sorts = ["relevance", "ranking", "tuition-low", "tuition-high", "alphabetical"] as const;
    const texts = ["", "uni", "univ of", "harv", "au", "cambridge", "technology", "institute of tech", "z"];
    const more: Partial<CatalogueFilters>[] = [
      {},
      { countries: ["Canada", "United States"] },
      { maxRanking: 100, offset: 2 },
      { fields: ["Engineering", "Law"], degreeType: "PhD" },
      { fields: ["Business"], includeUnpublished: true },
      { minTuitionMinor: 1_000_000, maxTuitionMinor: 5_000_000, limit: 50 },
      { minTuitionMinor: 1_000_000, maxTuitionMinor: 5_000_000, includeUnpublished: true, limit: 50 },
      { degreeType: "Certificate", includeUnpublished: true, offset: 3 },
    ];
    const compared = await compareIndexWithDatabase(index, sorts, texts, more, { skipEmpty: true });
    expect(compared).toBeGreaterThan(100);
  });

  it("finds a country's universities by its name, a prefix of it or a short form, named matches first", async () => {
    const names = async (text: string, more = "") =>
      (await find(`search=${encodeURIComponent(text)}&limit=50${more}`)).universities.map((u) => u.name);
    const uk = [
      "University of Cambridge",
      "University of Oxford",
      "Abertay University",
      "Aberystwyth University",
    ];
    expect(await names("United Kingdom")).toEqual(uk);
    expect(await names("uk")).toEqual(uk);
    expect(await find("search=germany")).toMatchObject({ total: 2, hasMore: false });
    expect(await names("germany")).toEqual(fixtureNamesIn("Germany"));
    expect(await names("germ")).toEqual(fixtureNamesIn("Germany"));
    expect(await names("south korea")).toEqual(["Dong Eui University", "Dong-Eui University"]);
    const usa = await find("search=usa&limit=3");
    expect(usa.universities.map((u) => u.name)).toEqual([
      "Harvard University",
      "Stanford University",
      "Massachusetts Institute of Technology",
    ]);
    expect(usa.total).toBe(fixtureNamesIn("United States").length);
    expect(await names("us")).toEqual(await names("united states"));
    expect(await names("cambridge uk")).toEqual(["University of Cambridge"]);
    // "ca" starts words of names (Ca' Foscari, Cambridge, Cairo…) and names Canada: the two
    // Canadian universities with no such word come last.
    const ca = await names("ca");
    expect(ca.slice(-2)).toEqual(["Acadia University", "Athabasca University"]);
    expect(ca.slice(0, -2)).not.toContain("Acadia University");
    expect(ca).toContain("Ca' Foscari University of Venice");
    // The country filter still narrows, and other sorts keep every match.
    expect(await names("united kingdom", "&country=Canada")).toEqual([]);
    expect(await names("uk", "&sortBy=alphabetical")).toEqual([...uk].sort());
  });

  it("matches and ranks a country the same way in the database query as in the index", async () => {
    const index = await usableSearchIndex(t.ctx);
    if (!index) throw new Error("a single node trusts its index");
    const texts = ["germany", "united kingdom", "uk", "usa", "us", "united states", "south korea", "germ"];
    texts.push("ca", "cambridge uk", "kingdom", "harvard usa", "stanford united");
    const more: Partial<CatalogueFilters>[] = [
      { limit: 50 },
      { countries: ["Canada", "United States"] },
      { maxRanking: 100, offset: 2 },
      { offset: 1, limit: 2 },
    ];
    const sorts = ["relevance", "ranking", "alphabetical"] as const;
    const compared = await compareIndexWithDatabase(index, sorts, texts, more, { skipEmpty: false });
    expect(compared).toBeGreaterThan(100);
  });

  it("finds a misspelt country's universities by rank, in the index and in the database query alike", async () => {
    const byRank = (country: string) =>
      fixture
        .filter((u) => u.country === country)
        .sort(
          (a, b) =>
            (a.worldRanking ?? Number.POSITIVE_INFINITY) - (b.worldRanking ?? Number.POSITIVE_INFINITY) ||
            (a.name < b.name ? -1 : 1),
        )
        .map((u) => u.name);
    const names = async (text: string) =>
      (await find(`search=${encodeURIComponent(text)}&limit=50`)).universities.map((u) => u.name);
    expect(await names("germny")).toEqual(byRank("Germany"));
    expect(await names("south kora")).toEqual(byRank("South Korea"));
    expect(await names("cambridge untied kingdom")).toEqual(["University of Cambridge"]);
    const countries = await catalogueCountries(t.ctx);
    for (const text of ["germny", "south kora", "cambridge untied kingdom"]) {
      const f: CatalogueFilters = {
        text: normalizeText(text),
        textMode: "fuzzy",
        countries: [],
        fields: [],
        sortBy: "relevance",
        limit: 50,
        offset: 0,
      };
      const fromDatabase = await searchUniversities(t.database.db, f, countries);
      expect(
        fromDatabase.rows.map((row) => row.name),
        text,
      ).toEqual(await names(text));
    }
  });

  it("filters by country list, fields, degree type, tuition and ranking, alone and combined", async () => {
    const all = await everything();
    /** A filter returns exactly the universities the predicate keeps: some, never all. */
    async function expectFilter(query: string, keep: (u: Item) => boolean) {
      const res = await find(`${query}&limit=${UNIVERSITY_PAGE_MAX}`);
      const expected = all.filter(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(all.length);
      expect(res.total, query).toBe(expected.length);
      expect(sorted(res.universities.map((u) => u.id)), query).toEqual(sorted(expected.map((u) => u.id)));
      return res;
    }
    const canada = await expectFilter("country=Canada", (u) => u.country === "Canada");
    expect(sorted(canada.universities.map((u) => u.name))).toEqual(fixtureNamesIn("Canada"));
    const two = await expectFilter(
      "country=Canada,Japan",
      (u) => u.country === "Canada" || u.country === "Japan",
    );
    expect(two.total).toBeGreaterThan(canada.total);
    expect(sorted(two.universities.map((u) => u.name))).toEqual(fixtureNamesIn("Canada", "Japan"));
    const top = await expectFilter("maxRanking=10", (u) => (u.worldRanking ?? 99) <= 10);
    expect(top.total).toBe(10);
    expect(sorted(top.universities.map((u) => u.name))).toEqual(
      sorted(rankedInFixture.slice(0, 10).map((u) => u.name)),
    );
    await expectFilter("fields=Business,Architecture", (u) =>
      u.fieldsOfStudy.some((f) => f === "Business" || f === "Architecture"),
    );
    await expectFilter("degreeType=Certificate", (u) => u.degreeTypes.includes("Certificate"));
    await expectFilter("minTuition=10000&maxTuition=50000", (u) => {
      const min = u.tuitionFees.international.min ?? -1;
      return min >= 10_000 && min <= 50_000;
    });
    const combined = await expectFilter(
      "country=United%20States&maxRanking=100&fields=Engineering&sortBy=ranking",
      (u) =>
        u.country === "United States" &&
        (u.worldRanking ?? 999) <= 100 &&
        u.fieldsOfStudy.includes("Engineering"),
    );
    expect(combined.total).toBeLessThan(top.total + 100);
  });

  it("leaves out what does not publish a filtered figure, says how many, and shows them when asked", async () => {
    // Germany and Computer Science: no German university in the catalogue publishes its fields.
    const german = await find("country=Germany&fields=Computer%20Science");
    expect(german).toMatchObject({
      total: 0,
      universities: [],
      unpublished: { count: fixtureNamesIn("Germany").length, figures: ["fieldsOfStudy"], included: false },
    });
    const shown = await find("country=Germany&fields=Computer%20Science&includeUnpublished=true");
    expect(sorted(shown.universities.map((u) => u.name))).toEqual(fixtureNamesIn("Germany"));
    expect(shown.universities.every((u) => u.fieldsOfStudy.length === 0)).toBe(true);
    expect(shown).toMatchObject({
      total: fixtureNamesIn("Germany").length,
      unpublished: { count: fixtureNamesIn("Germany").length, figures: ["fieldsOfStudy"], included: true },
    });
    // "Under $10,000": the one US college that publishes less, 30 left out for want of a figure.
    const cheap = await find("minTuition=0&maxTuition=10000&degreeType=Certificate");
    expect(cheap.universities.map((u) => u.name)).toEqual(["Aaniiih Nakoda College"]);
    expect(cheap.unpublished).toEqual({
      count: SMALL_CATALOGUE_SIZE - 12,
      figures: ["tuition", "degreeTypes"],
      included: false,
    });
    // Included, they follow every published figure in a tuition sort, and a known mismatch stays out.
    const all = await find(
      `minTuition=0&maxTuition=50000&includeUnpublished=true&sortBy=tuition-high&limit=${UNIVERSITY_PAGE_MAX}`,
    );
    const mins = all.universities.map((u) => u.tuitionFees.international.min);
    expect(mins.slice(0, 3)).toEqual([44_250, 43_980, 2_410]);
    expect(mins.slice(3).every((min) => min === null)).toBe(true);
    expect(all.total).toBe(3 + SMALL_CATALOGUE_SIZE - 12);
    // Without a figure filter nothing is left out.
    expect((await find("country=Germany")).unpublished).toEqual({ count: 0, figures: [], included: false });
  });

  it("counts what a figure filter left out in the text match its page used, typo fallback included", async () => {
    const created: string[] = [];
    try {
      for (const payload of [
        { name: "Zentrix Polytechnic", country: "Canada", countryCode: "CA" },
        { name: "Zentrax College", country: "Canada", countryCode: "CA", tuitionMin: 5_000 },
      ]) {
        created.push(await addUniversity(t.app, admin, payload));
      }
      // No tuition published by the prefix match: the page falls back to typos and finds Zentrax;
      // Zentrix, a typo match too, is the one left out.
      const found = await find("search=zentrix&maxTuition=10000");
      expect(found.universities.map((u) => u.name)).toEqual(["Zentrax College"]);
      expect(found.unpublished).toEqual({ count: 1, figures: ["tuition"], included: false });
    } finally {
      for (const id of created)
        await t.app.inject({ method: "DELETE", url: `/api/admin/universities/${id}`, headers: admin });
    }
  });

  it("sorts by ranking, tuition both ways and name", async () => {
    const byRanking = (await find(`sortBy=ranking&limit=${UNIVERSITY_PAGE_MAX}`)).universities;
    expect(byRanking).toHaveLength(SMALL_CATALOGUE_SIZE);
    // Best rank first, unranked last.
    const ranks = byRanking.map((u) => u.worldRanking ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byRanking.slice(0, rankedInFixture.length).map((u) => u.name)).toEqual(
      rankedInFixture.map((u) => u.name),
    );
    // Both ways, a university without a published tuition comes after every one with it.
    const tuitions = async (sortBy: string) =>
      (await find(`sortBy=${sortBy}&limit=${UNIVERSITY_PAGE_MAX}`)).universities.map(
        (u) => u.tuitionFees.international.min,
      );
    const known = (list: (number | null)[]) => list.filter((min): min is number => min !== null);
    const low = await tuitions("tuition-low");
    expect(low).toHaveLength(SMALL_CATALOGUE_SIZE);
    expect(known(low)).toHaveLength(12);
    expect(low.slice(0, 12)).toEqual(known(low));
    expect(known(low)).toEqual([...known(low)].sort((a, b) => a - b));
    expect(known(low)[0]).toBeLessThan(known(low)[11] ?? 0);
    const high = await tuitions("tuition-high");
    expect(high.slice(0, 12)).toEqual(known(high));
    expect(known(high)).toEqual([...known(low)].reverse());
    // By name as search reads it: case and accents aside.
    const names = (await find(`sortBy=alphabetical&limit=${UNIVERSITY_PAGE_MAX}`)).universities.map((u) =>
      normalizeText(u.name),
    );
    expect(names).toHaveLength(SMALL_CATALOGUE_SIZE);
    expect(names).toEqual([...names].sort());
    const canadian = (await find("sortBy=alphabetical&country=Canada&limit=20")).universities.map(
      (u) => u.name,
    );
    expect(canadian).toEqual(fixtureNamesIn("Canada"));
  });
  it("refuses bad parameters with 422 naming the field", async () => {
    for (const [query, field] of [
      ["sortBy=cheapest", "sortBy"],
      ["limit=0", "limit"],
      ["offset=-1", "offset"],
      ["maxRanking=abc", "maxRanking"],
      ["degreeType=Nursery", "degreeType"],
      ["minTuition=50000&maxTuition=10000", "minTuition"],
      ["includeUnpublished=yes", "includeUnpublished"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/universities?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.field, query).toBe(field);
    }
  });

  it("treats SQL in the search text as text", async () => {
    const res = await find("search=%27%3B%20drop%20table%20universities%3B--");
    expect(res.total).toBe(0);
    expect((await find("limit=1")).total).toBe(SMALL_CATALOGUE_SIZE);
  });

  it("gives guests three teaser universities ranked 20 or better", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/universities/featured" });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Item[];
    expect(list).toHaveLength(3);
    expect(list.every((u) => (u.worldRanking ?? 99) <= 20)).toBe(true);
  });

  it("shows one university and 404s an unknown id", async () => {
    const [first] = (await find("search=harvard")).universities;
    const res = await t.app.inject({ method: "GET", url: `/api/universities/${first?.id}` });
    expect(res.json().data.name).toBe("Harvard University");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/universities/0190d3a0-0000-7000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/universities/not-a-uuid" });
    expect(bad.statusCode).toBe(422);
  });

  it("uses indexes, not a scan of the table, for filtered queries", async () => {
    // On a table this small a scan is the cheapest plan, so the planner is told to avoid one
    // where it can: a query no index serves still shows a "Seq Scan".
    const plan = (query: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute("set local enable_seqscan = off");
        const result = await tx.execute(query);
        return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
      });
    const byCountry = await plan(
      "explain select * from universities where country = 'Canada' order by world_ranking limit 6",
    );
    expect(byCountry).toContain("universities_country_ranking_idx");
    expect(byCountry).not.toContain("Seq Scan");
    const byText = await plan(
      "explain select * from universities where search_vector @@ to_tsquery('simple', 'toronto:*') or 'toronto' <% search_terms",
    );
    expect(byText).not.toContain("Seq Scan");
    const byRank = await plan(
      "explain select * from universities where world_ranking <= 10 order by world_ranking limit 6",
    );
    expect(byRank).not.toContain("Seq Scan");
    // The check can fail: a column without an index is still scanned.
    expect(await plan("explain select * from universities where description = 'x'")).toContain("Seq Scan");
  });
});

describe("catalogue management", () => {
  it("lets an admin create, edit and delete a university; each figure entered is stamped as the admin's", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: admin,
      payload: {
        name: "Northwind Institute of Design",
        country: "Canada",
        countryCode: "ca",
        city: "Halifax",
        annualFee: 21000,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const university = created.json().data;
    expect(university).toMatchObject({
      countryCode: "CA",
      annualFee: 21000,
      entered: { annualFee: { by: "admin", at: expect.any(String) } },
    });
    expect(Object.keys(university.entered)).toEqual(["annualFee"]);
    expect((await find("search=northwind")).universities[0]?.name).toBe("Northwind Institute of Design");

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/universities/${university.id}`,
      headers: admin,
      payload: {
        name: "Northwind Institute of Art",
        country: "Canada",
        countryCode: "CA",
        city: "Halifax",
        tuitionMin: 18000,
        tuitionMax: 26000,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.tuitionFees.international).toEqual({ min: 18000, max: 26000 });
    // The fee the form left out stays, with its stamp; the tuition typed now is stamped too.
    expect(edited.json().data).toMatchObject({ annualFee: 21000 });
    expect(Object.keys(edited.json().data.entered).sort()).toEqual(["annualFee", "tuitionFees"]);
    expect((await find("search=northwind%20art")).universities[0]?.id).toBe(university.id);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/universities/${university.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const after = await find("search=northwind&limit=50");
    expect(after.universities.map((u) => u.id)).not.toContain(university.id);
  });

  it("saves only what the admin changed: an unchanged Save writes nothing, a change loses its source", async () => {
    const [mit] = (await find("search=massachusetts%20institute")).universities;
    if (!mit) throw new Error("MIT is in the fixture");
    const read = async () =>
      (await t.app.inject({ method: "GET", url: `/api/universities/${mit.id}` })).json().data;
    const before = await read();
    expect(before.facts.tuition).not.toBeNull();
    // The form as an admin opens it: every field filled from the record.
    const form = {
      name: before.name,
      country: before.country,
      countryCode: before.countryCode,
      city: before.city,
      website: before.website,
      worldRanking: before.worldRanking,
      specialization: before.specialization,
      description: before.description,
      fieldsOfStudy: [...before.fieldsOfStudy].reverse(),
      degreeTypes: before.degreeTypes,
      currency: before.currency,
      offerLetterFee: before.offerLetterFee,
      annualFee: before.annualFee,
      tuitionMin: before.tuitionFees.international.min,
      tuitionMax: before.tuitionFees.international.max,
    };
    const save = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/admin/universities/${mit.id}`, headers: admin, payload });
    const unchanged = await save(form);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await read()).toEqual(before);
    const audited = await t.database.db.execute(
      `select count(*)::int as n from audit_events where action = 'university.updated' and target_id = '${mit.id}'`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    // One field changed: that figure alone is the admin's, its sourced fact gone; the rest keep theirs.
    const changed = await save({ ...form, tuitionMin: 50_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await read();
    expect(Object.keys(after.entered)).toEqual(["tuitionFees"]);
    expect(after.entered.tuitionFees.by).toBe("admin");
    expect(after.facts.tuition).toBeNull();
    expect(after.facts.fieldShares).toEqual(before.facts.fieldShares);
    expect(after.ranking).toEqual(before.ranking);

    // A rank typed in is the admin's own: its own band, no ranking source or licence.
    const ranked = await save({ ...form, tuitionMin: 50_000, worldRanking: 7 });
    expect(ranked.json().data.ranking).toEqual({ world: 7, band: "7", source: null, license: null });
    expect(Object.keys(ranked.json().data.entered).sort()).toEqual(["tuitionFees", "worldRanking"]);
    // Cleared, a figure has no stamp left: unknown needs no source.
    const cleared = await save({ ...form, tuitionMin: null, tuitionMax: null, worldRanking: 7 });
    expect(Object.keys(cleared.json().data.entered)).toEqual(["worldRanking"]);
  });

  it("refuses a duplicate and bad input, and non-admins", async () => {
    const create = (name: string, country: string, countryCode: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/universities",
        headers: admin,
        payload: { name, country, countryCode },
      });
    // A catalogue entry without a ROR id is keyed by country and name, punctuation aside.
    for (const name of ["Dong Eui University", "Dong-Eui University", "dong eui university"]) {
      const dup = await create(name, "South Korea", "KR");
      expect(dup.statusCode, name).toBe(409);
      expect(dup.json().error.field, name).toBe("name");
    }
    // A new one is taken once; the same name again, accents aside, is a duplicate.
    expect((await create("Université Laval", "Canada", "CA")).statusCode).toBe(201);
    expect((await create("Universite Laval", "Canada", "CA")).statusCode).toBe(409);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: admin,
      payload: { name: "X", country: "Canada", countryCode: "Canada", website: "javascript:alert(1)" },
    });
    expect(bad.statusCode).toBe(422);
    const student = await signIn(t.app, await createUser(t.database.db));
    const denied = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: student,
      payload: { name: "Nope University", country: "Canada", countryCode: "CA" },
    });
    expect(denied.statusCode).toBe(403);
  });
});
