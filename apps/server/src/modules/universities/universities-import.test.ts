import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, multipartFile, signIn } from "../../test/http.js";
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

function upload(
  path: "import" | "import/preview",
  file: { payload: Buffer; headers: Record<string, string> },
  headers = admin,
) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/universities/${path}`,
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });
}
const csv = (text: string) => multipartFile("catalogue.csv", text, "text/csv");

async function total(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/universities?limit=1&${query}` });
  return res.json().data.total as number;
}

const HEADER = "name,country,countryCode,city,website,annualFee,fieldsOfStudy,degreeTypes";
const GOOD = [
  `Aurora Polytechnic,Norway,NO,Tromsø,https://aurora.example,12000,Engineering;Design,Bachelor's;Master's`,
  `Lakeside College of Music,Canada,CA,Kingston,https://lakeside.example,18000,Music,Bachelor's`,
];

describe("catalogue import", () => {
  it("previews counts and per-row errors without writing anything", async () => {
    const before = await total();
    const file = csv(
      [
        HEADER,
        ...GOOD,
        "X,Canada,CA,,,,,",
        "Bad Fee University,Canada,CA,,,lots,,",
        "Bad Code University,Canada,Canada,,,,,",
        "Evil Site,Canada,CA,,javascript:alert(1),,,",
      ].join("\n"),
    );
    const res = await upload("import/preview", file);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ totalRows: 6, validRows: 2, toCreate: 2, toUpdate: 0 });
    expect(preview.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [4, "name"],
      [5, "annualFee"],
      [6, "countryCode"],
      [7, "website"],
    ]);
    expect(preview.sample[0]).toMatchObject({ row: 2, name: "Aurora Polytechnic", country: "Norway" });
    expect(await total()).toBe(before);
  });

  it("writes nothing when any row is broken", async () => {
    const before = await total();
    const res = await upload(
      "import",
      csv([HEADER, ...GOOD, "Bad Fee University,Canada,CA,,,lots,,"].join("\n")),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors[0]).toMatchObject({ row: 4, field: "annualFee" });
    expect(await total()).toBe(before);
  });

  it("imports in one go and re-importing the same file creates no duplicates", async () => {
    const before = await total();
    const file = csv([HEADER, ...GOOD].join("\n"));
    const first = await upload("import", file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ created: 2, updated: 0 });
    expect(await total()).toBe(before + 2);
    const again = await upload("import", csv([HEADER, ...GOOD].join("\n")));
    expect(again.json().data).toEqual({ created: 0, updated: 2 });
    expect(await total()).toBe(before + 2);
    const found = await t.app.inject({ method: "GET", url: "/api/universities?search=aurora%20polytechnic" });
    expect(found.json().data.universities[0]).toMatchObject({
      name: "Aurora Polytechnic",
      annualFee: 12000,
      fieldsOfStudy: ["Engineering", "Design"],
      sampleFields: [],
    });
  });

  it("reads XLSX workbooks too", async () => {
    const workbook = await writeXlsxFile(
      [
        [{ value: "name" }, { value: "country" }, { value: "countryCode" }, { value: "worldRanking" }],
        [
          { value: "Fjord Institute of Science" },
          { value: "Norway" },
          { value: "NO" },
          { value: 999, type: Number },
        ],
      ],
      {},
    ).toBuffer();
    const res = await upload(
      "import",
      multipartFile(
        "catalogue.xlsx",
        workbook,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0 });
  });

  it("exports the whole catalogue as CSV that re-imports as 10,000+ updates and no new rows", async () => {
    const before = await total();
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/admin/universities/export.csv",
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    expect(exported.headers["content-disposition"]).toMatch(/attachment; filename="meridian-universities-/);
    const lines = exported.body.trim().split("\n");
    expect(lines[0]).toBe(
      "key,name,country,countryCode,city,stateProvince,website,worldRanking,specialization,description,fieldsOfStudy,degreeTypes,currency,offerLetterFee,annualFee,tuitionMin,tuitionMax,sampleFields",
    );
    expect(lines.length - 1).toBe(before);

    const res = await upload("import", csv(exported.body));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toEqual({ created: 0, updated: before });
    expect(await total()).toBe(before);
    // Acronyms from the open data stay searchable, and sample figures stay marked as samples.
    const mit = await t.app.inject({ method: "GET", url: "/api/universities?search=MIT&limit=1" });
    expect(mit.json().data.universities[0]).toMatchObject({ name: "Massachusetts Institute of Technology" });
    expect(mit.json().data.universities[0].sampleFields).toContain("annualFee");
  }, 120_000);

  it("refuses files it cannot read, unknown columns, and non-admins", async () => {
    const binary = await upload(
      "import/preview",
      multipartFile("x.csv", Buffer.from([0, 1, 2, 3]), "text/csv"),
    );
    expect(binary.statusCode).toBe(415);
    const columns = await upload("import/preview", csv("name,country,countryCode,price\nA,B,CA,1"));
    expect(columns.statusCode).toBe(422);
    expect(columns.json().error.message).toContain("price");
    const student = await signIn(t.app, await createUser(t.database.db));
    const denied = await upload("import", csv([HEADER, ...GOOD].join("\n")), student);
    expect(denied.statusCode).toBe(403);
    const noCsrf = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities/import",
      headers: { authorization: admin.authorization ?? "", ...csv(HEADER).headers },
      payload: csv(HEADER).payload,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
