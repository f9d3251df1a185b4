import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { seedCatalogue } from "../universities/universities.seed.js";

let t: TestApp;
let admin: BrowserHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, { sampleFigures: true, file: smallCatalogueFile });
  admin = await signIn(
    t.app,
    await createUser(t.database.db, { userType: "team_member", teamRole: "admin" }),
  );
  await createUser(t.database.db, { userType: "customer" });
}, 60_000);
afterAll(() => t.app.close());

const fixture = JSON.parse(readFileSync(smallCatalogueFile, "utf8")) as {
  country: string;
  worldRanking: number | null;
  rankingSource: string | null;
}[];

async function facts() {
  const res = await t.app.inject({ method: "GET", url: "/api/site-facts" });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
  return res.json().data;
}

describe("the landing page's figures", () => {
  it("counts the catalogue for guests, and claims nothing about students or success yet", async () => {
    const ranked = fixture.filter((u) => u.worldRanking !== null);
    expect(await facts()).toEqual({
      universities: fixture.length,
      countries: new Set(fixture.map((u) => u.country)).size,
      rankedUniversities: ranked.length,
      rankingSources: [...new Set(ranked.flatMap((u) => (u.rankingSource ? [u.rankingSource] : [])))].sort(),
      // One student and no decided application: far too few to say anything.
      students: null,
      successRate: null,
    });
  });

  it("follows an admin's edit at once", async () => {
    const before = await facts();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities",
      headers: admin,
      payload: { name: "Facts Test University", country: "Atlantis", countryCode: "AQ", worldRanking: 999 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await facts()).toMatchObject({
      universities: before.universities + 1,
      countries: before.countries + 1,
      rankedUniversities: before.rankedUniversities + 1,
    });
  });
});
