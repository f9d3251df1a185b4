import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { useTestApp } from "../../test/test-app.js";
import { seedCatalogue } from "./universities.seed.js";

interface Listed {
  id: string;
  name: string;
  country: string;
  worldRanking: number | null;
  ranking: { world: number | null; band: string | null; source: string | null; license: string | null };
}

const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db, { file: smallCatalogueFile });
}, 60_000);

const asGuest = (url: string) => t.app.inject({ method: "GET", url });
async function universityNamed(name: string): Promise<Listed> {
  const res = await asGuest(`/api/universities?search=${encodeURIComponent(name)}`);
  const found = (res.json().data.universities as Listed[]).find((u) => u.name === name);
  if (!found) throw new Error(`${name} not in the fixture`);
  return found;
}

describe("the catalogue for guests (no session)", () => {
  it("searches, shows the teaser and one university, with the ranking's source and licence", async () => {
    const list = await asGuest("/api/universities?search=oxford");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.universities[0].name).toBe("University of Oxford");
    expect((await asGuest("/api/universities/featured")).json().data).toHaveLength(3);

    const oxford = await universityNamed("University of Oxford");
    const one = await asGuest(`/api/universities/${oxford.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      name: "University of Oxford",
      ranking: {
        world: 6,
        source: expect.stringContaining("ARWU 2025"),
        license: expect.stringContaining("proprietary/unclear"),
      },
    });
  });

  it("lists similar universities: the same country, nearest in rank, never the university itself", async () => {
    const mit = await universityNamed("Massachusetts Institute of Technology");
    const res = await asGuest(`/api/universities/${mit.id}/similar`);
    expect(res.statusCode).toBe(200);
    const similar = res.json().data as Listed[];
    // MIT is #3: #2 is one place away, #1 and #5 two (the better rank first on a tie), then #7.
    expect(similar.map((u) => u.worldRanking)).toEqual([2, 1, 5, 7]);
    expect(similar.every((u) => u.country === "United States")).toBe(true);
    expect(similar.map((u) => u.id)).not.toContain(mit.id);
  });

  it("lists an unranked university's country's best ranked, then by name", async () => {
    const list = await asGuest("/api/universities?country=Australia&sortBy=alphabetical");
    const [first] = list.json().data.universities as Listed[];
    if (!first) throw new Error("no Australian university in the fixture");
    const res = await asGuest(`/api/universities/${first.id}/similar`);
    const similar = res.json().data as Listed[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((u) => u.country === "Australia" && u.id !== first.id)).toBe(true);
  });

  it("answers a malformed id with 422 and an unknown one with 404, in the envelope", async () => {
    const bad = await asGuest("/api/universities/not-a-uuid/similar");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", field: "id" } });
    const unknown = await asGuest("/api/universities/00000000-0000-4000-8000-000000000000/similar");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
    const unknownOne = await asGuest("/api/universities/00000000-0000-4000-8000-000000000000");
    expect(unknownOne.statusCode).toBe(404);
  });
});
