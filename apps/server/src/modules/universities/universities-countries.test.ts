import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { addUniversity, smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { type BrowserHeaders, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { seedCatalogue } from "./universities.seed.js";

let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db, { file: smallCatalogueFile });
  admin = await signInStaff(t, "admin");
}, 60_000);

const fixture = JSON.parse(readFileSync(smallCatalogueFile, "utf8")) as { country: string }[];

/** The countries as a guest reads them (no cookie, no session). */
async function countries(): Promise<{ name: string; count: number }[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/universities/countries" });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
  return res.json().data.countries;
}

describe("the catalogue's countries", () => {
  it("lists every country of the catalogue once, A to Z, with its number of universities, for guests", async () => {
    const expected = new Map<string, number>();
    for (const { country } of fixture) expected.set(country, (expected.get(country) ?? 0) + 1);
    const list = await countries();
    expect(list.map((c) => c.name)).toEqual([...expected.keys()].sort());
    for (const { name, count } of list) expect(count, name).toBe(expected.get(name));
  });

  it("shows an admin's new country at once, and drops it when its last university goes", async () => {
    expect((await countries()).some((c) => c.name === "Iceland")).toBe(false);
    const id = await addUniversity(t.app, admin, {
      name: "University of Akureyri Test",
      country: "Iceland",
      countryCode: "IS",
    });
    expect((await countries()).find((c) => c.name === "Iceland")).toEqual({ name: "Iceland", count: 1 });

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/universities/${id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await countries()).some((c) => c.name === "Iceland")).toBe(false);
  });
});
