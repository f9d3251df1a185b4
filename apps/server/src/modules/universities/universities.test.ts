import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { seedCatalogue } from "./universities.seed.js";

let t: TestApp;
let admin: BrowserHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, { sampleFigures: true });
  admin = await signIn(
    t.app,
    await createUser(t.database.db, { userType: "team_member", teamRole: "admin" }),
  );
}, 120_000);
afterAll(() => t.app.close());

interface Item {
  id: string;
  name: string;
  country: string;
  city: string | null;
  worldRanking: number | null;
  fieldsOfStudy: string[];
  degreeTypes: string[];
  tuitionFees: { international: { min: number | null } };
  sampleFields: string[];
  ranking: { source: string | null };
}
async function find(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/universities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { universities: Item[]; total: number; hasMore: boolean };
}

describe("catalogue search", () => {
  it("holds the whole shipped catalogue, ranking source and sample marks included", async () => {
    const all = await find("limit=1&sortBy=ranking");
    expect(all.total).toBe(10_393);
    const first = all.universities[0];
    expect(first?.name).toBe("Harvard University");
    expect(first?.ranking.source).toMatch(/ARWU 2025/);
    expect(first?.sampleFields).toContain("annualFee");
  });

  it("pages with limit and offset, caps the limit, and is empty past the end", async () => {
    const page = await find("limit=6&offset=0&sortBy=alphabetical");
    expect(page.universities).toHaveLength(6);
    expect(page.hasMore).toBe(true);
    const next = await find("limit=6&offset=6&sortBy=alphabetical");
    expect(next.universities[0]?.name).not.toBe(page.universities[0]?.name);
    const capped = await find("limit=1000");
    expect(capped.universities).toHaveLength(50);
    const past = await find("offset=20000");
    expect(past).toEqual({ universities: [], total: 10_393, hasMore: false });
  });

  it("finds through typos, accents, acronyms, alternate names, prefixes and cities", async () => {
    expect((await find("search=massachusets")).universities[0]?.name).toBe(
      "Massachusetts Institute of Technology",
    );
    expect((await find("search=MIT")).universities[0]?.name).toBe("Massachusetts Institute of Technology");
    const zurich = await find("search=z%C3%BCrich&limit=50");
    expect(zurich.universities.map((u) => u.name)).toEqual(expect.arrayContaining(["University of Zurich"]));
    const montreal = await find("search=universite%20de%20montreal&limit=3");
    expect(montreal.universities[0]?.name).toMatch(/Montr[ée]al/);
    expect((await find("search=harv")).universities[0]?.name).toBe("Harvard University");
    const toronto = await find("search=toronto&limit=50");
    expect(toronto.universities.map((u) => u.name)).toContain("University of Toronto");
    // The best matches name the city; weaker typo-tolerant matches may follow.
    expect(toronto.universities.slice(0, 5).every((u) => /toronto/i.test(`${u.name} ${u.city}`))).toBe(true);
  });

  it("puts exact and prefix name matches first", async () => {
    const res = await find("search=harvard%20university&limit=3");
    expect(res.universities[0]?.name).toBe("Harvard University");
    const prefix = await find("search=stanford&limit=5");
    expect(prefix.universities[0]?.name).toMatch(/^Stanford/);
  });

  it("filters by country list, fields, degree type, tuition and ranking, alone and combined", async () => {
    const canada = await find("country=Canada&limit=50");
    expect(canada.total).toBeGreaterThan(100);
    expect(canada.universities.every((u) => u.country === "Canada")).toBe(true);
    const two = await find("country=Canada,Japan&limit=50");
    expect(two.total).toBeGreaterThan(canada.total);
    const top = await find("maxRanking=10&limit=50");
    expect(top.total).toBe(10);
    expect(top.universities.every((u) => (u.worldRanking ?? 99) <= 10)).toBe(true);
    const fields = await find("fields=Law,Music&limit=50");
    expect(fields.universities.every((u) => u.fieldsOfStudy.some((f) => f === "Law" || f === "Music"))).toBe(
      true,
    );
    const phd = await find("degreeType=PhD&limit=50");
    expect(phd.universities.every((u) => u.degreeTypes.includes("PhD"))).toBe(true);
    const cheap = await find("minTuition=10000&maxTuition=25000&limit=50");
    expect(
      cheap.universities.every((u) => {
        const min = u.tuitionFees.international.min ?? -1;
        return min >= 10_000 && min <= 25_000;
      }),
    ).toBe(true);
    const combined = await find(
      "country=United%20States&maxRanking=100&fields=Engineering&sortBy=ranking&limit=50",
    );
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.total).toBeLessThan(top.total + 100);
    expect(
      combined.universities.every(
        (u) =>
          u.country === "United States" &&
          (u.worldRanking ?? 999) <= 100 &&
          u.fieldsOfStudy.includes("Engineering"),
      ),
    ).toBe(true);
  });

  it("sorts by ranking, tuition both ways and name", async () => {
    const ranked = (await find("sortBy=ranking&limit=20")).universities.map((u) => u.worldRanking ?? 0);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    const low = (await find("sortBy=tuition-low&limit=20")).universities.map(
      (u) => u.tuitionFees.international.min ?? 0,
    );
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await find("sortBy=tuition-high&limit=20")).universities.map(
      (u) => u.tuitionFees.international.min ?? 0,
    );
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await find("sortBy=alphabetical&country=Canada&limit=20")).universities.map((u) => u.name);
    expect(names.map((n) => n.toLowerCase())).toEqual([...names].map((n) => n.toLowerCase()).sort());
  });

  it("refuses bad parameters with 422 naming the field", async () => {
    for (const [query, field] of [
      ["sortBy=cheapest", "sortBy"],
      ["limit=0", "limit"],
      ["offset=-1", "offset"],
      ["maxRanking=abc", "maxRanking"],
      ["degreeType=Nursery", "degreeType"],
      ["minTuition=50000&maxTuition=10000", "minTuition"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/universities?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.field, query).toBe(field);
    }
  });

  it("treats SQL in the search text as text", async () => {
    const res = await find("search=%27%3B%20drop%20table%20universities%3B--");
    expect(res.total).toBe(0);
    expect((await find("limit=1")).total).toBe(10_393);
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
    const plan = async (query: string) => {
      const result = await t.database.db.execute(query);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    };
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
  });
});

describe("catalogue management", () => {
  it("lets an admin create, edit and delete a university; entered figures are not sample", async () => {
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
    expect(university).toMatchObject({ countryCode: "CA", annualFee: 21000, sampleFields: [] });
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

  it("refuses a duplicate and bad input, and non-admins", async () => {
    const dup = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: admin,
      payload: { name: "Université Laval", country: "Canada", countryCode: "CA" },
    });
    expect([201, 409]).toContain(dup.statusCode);
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
