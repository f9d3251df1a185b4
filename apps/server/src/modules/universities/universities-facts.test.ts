import { readFileSync } from "node:fs";
import type { UniversityDetail } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { smallCatalogueWithAdmin, smallFactsFile } from "../../test/catalogue-fixture.js";
import type { BrowserHeaders } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

// The catalogue as a first start loads it: the 42-row fixture, its 12 US universities joined to
// their College Scorecard and IPEDS records (decision 052), demo figures for the others.
let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  admin = await smallCatalogueWithAdmin(t);
}, 60_000);

const asGuest = (url: string) => t.app.inject({ method: "GET", url });
async function detailOf(name: string): Promise<UniversityDetail> {
  const list = await asGuest(`/api/universities?search=${encodeURIComponent(name)}&limit=50`);
  const found = (list.json().data.universities as { id: string; name: string }[]).find(
    (u) => u.name === name,
  );
  if (!found) throw new Error(`${name} is not in the fixture`);
  const res = await asGuest(`/api/universities/${found.id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const facts = JSON.parse(readFileSync(smallFactsFile, "utf8")) as {
  universities: Record<string, { tuitionOutOfState?: { usd: number; inStateUsd?: number } }>;
};

describe("sourced facts of US universities (College Scorecard 2021-22, IPEDS 2024-25)", () => {
  it("shows a US university's real figures, each with its year and source, and no generated one", async () => {
    const mit = await detailOf("Massachusetts Institute of Technology");
    expect(mit.entered).toEqual({});
    expect(mit.facts?.sources.map((s) => s.id).sort()).toEqual(["ipeds-hd2024", "scorecard-2021-22"]);
    expect(mit.facts?.sources.find((s) => s.id === "scorecard-2021-22")).toMatchObject({
      name: "U.S. Department of Education, College Scorecard",
      year: "2021-22",
      url: "https://collegescorecard.ed.gov/data/",
      licence: expect.stringContaining("Public domain"),
    });
    expect(mit.facts).toMatchObject({
      ownership: { kind: "private nonprofit", year: "2024-25", sources: ["ipeds-hd2024"] },
      students: { undergraduate: 4629, graduate: 7296, year: "2021-22", sources: ["scorecard-2021-22"] },
      tuition: { currency: "USD", outOfState: 55878, inState: 55878, year: "2021-22" },
      degrees: { levels: ["Bachelor's", "Master's", "PhD"], inferred: ["Master's"] },
      status: null,
    });
    expect(mit.facts?.fieldShares?.fields[0]).toEqual({ field: "Computer Science", share: 0.3496 });
    // The catalogue columns filters use come from the same figures; the rest is unknown, not invented.
    expect(mit).toMatchObject({
      degreeTypes: ["Bachelor's", "Master's", "PhD"],
      fieldsOfStudy: expect.arrayContaining(["Computer Science", "Engineering", "Architecture"]),
      currency: "USD",
      tuitionFees: { international: { min: 55878, max: null } },
      annualFee: null,
      offerLetterFee: null,
      specialization: null,
      description: null,
    });
    // A public university: the in-state rate differs from the out-of-state one.
    const berkeley = await detailOf("University of California, Berkeley");
    const source = facts.universities["University of California, Berkeley|berkeley.edu"]?.tuitionOutOfState;
    expect(berkeley.facts?.tuition).toMatchObject({ outOfState: source?.usd, inState: source?.inStateUsd });
    expect(berkeley.facts?.ownership?.kind).toBe("public");
  });

  it("leaves every figure no source covers unknown, demo or not (decision 073)", async () => {
    const oxford = await detailOf("University of Oxford");
    expect(oxford).toMatchObject({
      facts: null,
      entered: {},
      degreeTypes: [],
      fieldsOfStudy: [],
      tuitionFees: { international: { min: null, max: null } },
      annualFee: null,
      offerLetterFee: null,
      specialization: null,
      description: null,
    });
  });

  it("gives each page its country's living-cost estimate, labelled with method and sources", async () => {
    const oxford = await detailOf("University of Oxford");
    expect(oxford.livingCostEstimate).toMatchObject({
      currency: "USD",
      baseline: 14586,
      baselineYear: "2021-22",
      priceLevelYear: 2023,
      attribution: expect.stringContaining("CC BY 4.0"),
    });
    expect(oxford.livingCostEstimate?.amount).toBe(
      Math.round((14586 * (oxford.livingCostEstimate?.priceLevelRatio ?? 0)) / 100) * 100,
    );
    expect(oxford.livingCostEstimate?.sources.map((s) => s.id)).toEqual([
      "world-bank-pa-nus-pppc-rf",
      "scorecard-2021-22",
    ]);
    // The search results stay lean: the estimate is on the page's endpoint only.
    const list = await asGuest("/api/universities?search=oxford");
    expect(list.json().data.universities[0]).not.toHaveProperty("livingCostEstimate");
  });

  it("filters and sorts US universities on their sourced figures", async () => {
    const us = "country=United%20States&limit=50";
    const certificates = (await asGuest(`/api/universities?${us}&degreeType=Diploma`)).json().data
      .universities;
    expect(certificates.map((u: { name: string }) => u.name).sort()).toEqual([
      "Aaniiih Nakoda College",
      "Harvard University",
    ]);
    const cheapest = (await asGuest(`/api/universities?${us}&sortBy=tuition-low`)).json().data.universities;
    expect(cheapest[0]).toMatchObject({
      name: "Aaniiih Nakoda College",
      tuitionFees: { international: { min: 2410 } },
    });
  });

  it("404s an unknown university and 422s a malformed id", async () => {
    expect((await asGuest("/api/universities/0190a8f4-0000-7000-8000-000000000000")).statusCode).toBe(404);
    const bad = await asGuest("/api/universities/not-an-id");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "id" });
  });

  it("drops a sourced fact when an admin changes its figure, and keeps it when the form is saved unchanged", async () => {
    const stanford = await detailOf("Stanford University");
    const form = {
      name: stanford.name,
      country: stanford.country,
      countryCode: stanford.countryCode,
      city: stanford.city,
      tuitionMin: stanford.tuitionFees.international.min,
      tuitionMax: null,
      fieldsOfStudy: stanford.fieldsOfStudy,
      degreeTypes: stanford.degreeTypes,
    };
    const save = (payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/admin/universities/${stanford.id}`, headers: admin, payload });
    const unchanged = await save(form);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.facts).toEqual(stanford.facts);

    const changed = await save({ ...form, tuitionMin: 60000, degreeTypes: ["PhD"] });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().data as UniversityDetail;
    expect(after.tuitionFees.international.min).toBe(60000);
    expect(after.facts).toMatchObject({
      tuition: null,
      degrees: null,
      fieldShares: stanford.facts?.fieldShares,
    });
    expect(after.facts?.students).toEqual(stanford.facts?.students);
  });
});
