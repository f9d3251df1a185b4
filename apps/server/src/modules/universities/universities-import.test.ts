import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { relative } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { DiskFileStorage } from "../../storage/disk-storage.js";
import { SMALL_CATALOGUE_SIZE, smallCatalogueWithAdmin } from "../../test/catalogue-fixture.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, multipartFile, signIn, signInStaff } from "../../test/http.js";
import { startS3Server } from "../../test/s3-server.js";
import { createTestApp, useTestApp } from "../../test/test-app.js";

let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  admin = await smallCatalogueWithAdmin(t);
}, 60_000);

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
  it("starts from the seeded catalogue", async () => {
    expect(await total()).toBe(SMALL_CATALOGUE_SIZE);
  });

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
    const enteredOf = async () =>
      (await t.app.inject({ method: "GET", url: "/api/universities?search=aurora%20polytechnic" })).json()
        .data.universities[0].entered;
    const stampedFirst = await enteredOf();
    const again = await upload("import", csv([HEADER, ...GOOD].join("\n")));
    expect(again.json().data).toEqual({ created: 0, updated: 2 });
    expect(await total()).toBe(before + 2);
    const found = await t.app.inject({ method: "GET", url: "/api/universities?search=aurora%20polytechnic" });
    const aurora = found.json().data.universities[0];
    expect(aurora).toMatchObject({
      name: "Aurora Polytechnic",
      annualFee: 12000,
      fieldsOfStudy: ["Engineering", "Design"],
      // Each figure the file gave is stamped as imported.
      entered: {
        annualFee: { by: "import", at: expect.any(String) },
        fieldsOfStudy: { by: "import", at: expect.any(String) },
      },
    });
    expect(Object.keys(aurora.entered).sort()).toEqual(["annualFee", "degreeTypes", "fieldsOfStudy"]);
    // The same file again changes no figure, so no stamp either.
    expect(aurora.entered).toEqual(stampedFirst);
  });

  it("reads an export made before decision 073 and leaves out the figures it marks as samples", async () => {
    const header = `${HEADER},sampleFields`;
    const res = await upload(
      "import",
      csv(
        [header, "Sample Hall University,Norway,NO,,,9000,Law;Music,PhD,annualFee;fieldsOfStudy"].join("\n"),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = await t.app.inject({ method: "GET", url: "/api/universities?search=sample%20hall" });
    expect(found.json().data.universities[0]).toMatchObject({
      name: "Sample Hall University",
      annualFee: null,
      fieldsOfStudy: [],
      degreeTypes: ["PhD"],
    });
    expect(Object.keys(found.json().data.universities[0].entered)).toEqual(["degreeTypes"]);
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

  it("exports the whole catalogue as CSV that re-imports as updates only and no new rows", async () => {
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(SMALL_CATALOGUE_SIZE);
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
      "key,name,country,countryCode,city,stateProvince,website,worldRanking,specialization,description,fieldsOfStudy,degreeTypes,currency,offerLetterFee,annualFee,tuitionMin,tuitionMax",
    );
    expect(lines.length - 1).toBe(before);
    // Both names that differ only in punctuation are exported, each under its own key.
    const dongEui = lines.filter((line) => /,Dong[- ]Eui University,/.test(line));
    expect(dongEui).toHaveLength(2);
    expect(new Set(dongEui.map((line) => line.split(",")[0])).size).toBe(2);

    const res = await upload("import", csv(exported.body));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toEqual({ created: 0, updated: before });
    expect(await total()).toBe(before);
    // Acronyms from the open data stay searchable; sourced facts and ranks keep their sources.
    const mit = await t.app.inject({ method: "GET", url: "/api/universities?search=MIT&limit=1" });
    expect(mit.json().data.universities[0]).toMatchObject({
      name: "Massachusetts Institute of Technology",
      entered: {},
      ranking: { source: expect.stringContaining("ARWU 2025") },
      facts: { tuition: { outOfState: 55878 } },
    });
    const pair = await t.app.inject({ method: "GET", url: "/api/universities?search=dong%20eui&limit=50" });
    expect(pair.json().data.total).toBe(2);
  });

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

/** Every file in the app's storage, temporary ones included: an import keeps none once it answers. */
function storedFiles(): string[] {
  const storage = t.ctx.storage;
  if (!(storage instanceof DiskFileStorage)) throw new Error("these tests look at the disk storage");
  try {
    return readdirSync(storage.root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(storage.root, `${entry.parentPath}/${entry.name}`));
  } catch {
    return [];
  }
}

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.alloc(64, 0),
]);

describe("catalogue import upload", () => {
  it("keeps no file in storage once a preview or an import has answered", async () => {
    const preview = await upload("import/preview", csv([HEADER, ...GOOD].join("\n")));
    expect(preview.statusCode, preview.body).toBe(200);
    const broken = await upload("import", csv([HEADER, "Bad Fee University,Canada,CA,,,lots,,"].join("\n")));
    expect(broken.statusCode).toBe(422);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file over 25 MB with 413 and stores nothing", async () => {
    // One byte over the limit: the declared length passes the early check, so the limit is the
    // one counted while the file streams.
    const oversized = Buffer.alloc(25 * 1024 * 1024 + 1, "a");
    const res = await upload("import/preview", multipartFile("big.csv", oversized, "text/csv"));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 25 MB",
      field: "file",
    });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a request that declares more than the limit before reading it", async () => {
    const oversized = Buffer.alloc(26 * 1024 * 1024, "a");
    const res = await upload("import", multipartFile("big.csv", oversized, "text/csv"));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "file" });
    expect(storedFiles()).toEqual([]);
  });

  it("answers 413 over a real connection to a client still sending the file", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const file = multipartFile("big.csv", Buffer.alloc(25 * 1024 * 1024 + 1, "a"), "text/csv");
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: Number(port),
          method: "POST",
          path: "/api/admin/universities/import/preview",
          headers: { ...admin, ...file.headers, "content-length": String(file.payload.length) },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end(file.payload);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a PNG renamed .csv by its bytes with 415 UNSUPPORTED_FILE_TYPE", async () => {
    const res = await upload("import/preview", multipartFile("catalogue.csv", PNG_BYTES, "text/csv"));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: "UNSUPPORTED_FILE_TYPE",
      message: 'Upload a CSV or XLSX file: the contents of "catalogue.csv" are not one',
      field: "file",
    });
    expect(storedFiles()).toEqual([]);
  });

  it("asks for a file when the form has none, or an empty one", async () => {
    const boundary = "----meridian-no-file";
    const noFile = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities/import/preview",
      headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Choose a CSV or XLSX file to upload",
      field: "file",
    });
    const empty = await upload("import/preview", multipartFile("empty.csv", "", "text/csv"));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "The file is empty",
      field: "file",
    });
    expect(storedFiles()).toEqual([]);
  });

  it("answers 415 to a body that is not multipart, saying a multipart file is expected", async () => {
    const expected = {
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: 'Send the file as multipart/form-data, in the field "file"',
    };
    const json = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities/import",
      headers: { ...admin, "content-type": "application/json" },
      payload: JSON.stringify({ file: "name,country\n" }),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toEqual(expected);
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities/import/preview",
      headers: { ...admin, "content-type": "text/csv" },
      payload: [HEADER, ...GOOD].join("\n"),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().error).toEqual(expected);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/admin/universities/import/preview",
      headers: admin,
    });
    expect(none.statusCode).toBe(415);
    expect(none.json().error).toEqual(expected);
  });

  it("answers 400 to a multipart body that is cut off", async () => {
    const file = csv([HEADER, ...GOOD].join("\n"));
    const res = await upload("import/preview", {
      headers: file.headers,
      payload: file.payload.subarray(0, file.payload.length - 20),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "BAD_REQUEST",
      message: "The upload was cut off or is not valid multipart/form-data",
    });
    // Cut off after its first bytes were checked, while it streams into storage.
    const long = csv([HEADER, ...Array.from({ length: 3000 }, () => GOOD[0])].join("\n"));
    const cutLate = await upload("import/preview", {
      headers: long.headers,
      payload: long.payload.subarray(0, 100_000),
    });
    expect(cutLate.statusCode).toBe(400);
    expect(cutLate.json().error.code).toBe("BAD_REQUEST");
    expect(storedFiles()).toEqual([]);
  });

  it("is documented in OpenAPI as a multipart form with a binary file and the envelope", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of ["/api/admin/universities/import/preview", "/api/admin/universities/import"]) {
      const operation = spec.paths[path].post;
      const form = operation.requestBody.content["multipart/form-data"].schema;
      expect(form.required).toEqual(["file"]);
      expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
      expect(operation.requestBody.content["application/json"]).toBeUndefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      const ok = operation.responses["200"].content["application/json"].schema;
      expect(ok.properties.success).toMatchObject({ type: "boolean", enum: [true] });
      expect(ok.required).toContain("data");
    }
  });
});

describe("catalogue import on S3-compatible storage", () => {
  it("stores the upload in the bucket, reads it back and leaves nothing there", async () => {
    const s3 = await startS3Server();
    const s3App = await createTestApp({ env: s3.env });
    try {
      expect(s3App.ctx.storage.kind).toBe("s3");
      const s3Admin = await signInStaff(s3App, "admin");
      const file = csv([HEADER, ...GOOD].join("\n"));
      const res = await s3App.app.inject({
        method: "POST",
        url: "/api/admin/universities/import",
        headers: { ...s3Admin, ...file.headers },
        payload: file.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ created: 2, updated: 0 });
      const bucket = new S3Client({
        endpoint: s3.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      const listing = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      bucket.destroy();
      expect(listing.KeyCount).toBe(0);
    } finally {
      await s3App.app.close();
      await s3.stop();
    }
  }, 60_000);
});
