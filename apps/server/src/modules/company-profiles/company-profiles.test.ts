import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { companyProfiles, type UserRow } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff, withFile } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { companyNames } from "./company-profiles.service.js";

let company: UserRow;
let companyHeaders: BrowserHeaders;
let guest: BrowserHeaders;

const t = useTestApp();
beforeAll(async () => {
  company = await createUser(t.database.db, {
    userType: "company_profile",
    firstName: "Acme",
    lastName: "Education",
  });
  companyHeaders = await signIn(t.app, company);
  guest = await csrfHeaders(t.app);
});

async function newCompany(firstName = "Globex", lastName = "Partners") {
  const user = await createUser(t.database.db, { userType: "company_profile", firstName, lastName });
  return { user, headers: await signIn(t.app, user) };
}

const getProfile = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/company/profile", headers });
const putProfile = (headers: BrowserHeaders, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/company/profile", headers, payload });
const uploadLogo = (
  headers: BrowserHeaders,
  filename: string,
  content: Buffer | string,
  type = "image/png",
) => {
  return t.app.inject({
    method: "PUT",
    url: "/api/company/profile/logo",
    ...withFile(headers, filename, content, type),
  });
};
const rowOf = async (userId: string) =>
  (await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId)))[0];

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2255aa" } });

describe("the company's own profile", () => {
  it("answers the account's name until the profile is saved, then what was saved", async () => {
    const first = await getProfile(companyHeaders);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      accountId: company.id,
      name: "Acme Education",
      website: null,
      description: null,
      logoUrl: null,
      updatedAt: null,
    });

    const saved = await putProfile(companyHeaders, {
      name: "  Acme Study Abroad  ",
      website: "https://acme.example/study",
      description: "We place students.\nIn 40 countries.",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: "Acme Study Abroad",
      website: "https://acme.example/study",
      description: "We place students.\nIn 40 countries.",
    });
    expect((await getProfile(companyHeaders)).json().data).toEqual(saved.json().data);

    // A blank website or description is removed.
    const cleared = await putProfile(companyHeaders, {
      name: "Acme Study Abroad",
      website: "",
      description: "",
    });
    expect(cleared.json().data).toMatchObject({ website: null, description: null });
  });

  it.each([
    ["name", { name: "A" }],
    ["name", { name: "x".repeat(121) }],
    ["website", { name: "Acme", website: "javascript:alert(1)" }],
    ["website", { name: "Acme", website: "data:text/html,<script>alert(1)</script>" }],
    ["website", { name: "Acme", website: "ftp://acme.example" }],
    ["website", { name: "Acme", website: "https://acme.example/ spaced" }],
    ["website", { name: "Acme", website: `https://acme.example/${"a".repeat(300)}` }],
    ["description", { name: "Acme", description: "x".repeat(2001) }],
  ])("refuses a bad %s with a 422 naming it, changing nothing", async (field, payload) => {
    const { user, headers } = await newCompany();
    await putProfile(headers, { name: "Globex Partners", website: "http://globex.example" });
    const before = await rowOf(user.id);
    const res = await putProfile(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", field } });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("is refused to students and staff (403) and to guests (401)", async () => {
    const student = await signIn(t.app, await createUser(t.database.db));
    const counselor = await signInStaff(t, "counselor");
    const admin = await signInStaff(t, "admin");
    const png = await solid(20, 20).png().toBuffer();
    for (const [headers, status] of [
      [student, 403],
      [counselor, 403],
      [admin, 403],
      [guest, 401],
    ] as const) {
      expect((await getProfile(headers)).statusCode).toBe(status);
      expect((await putProfile(headers, { name: "Taken over" })).statusCode).toBe(status);
      expect((await uploadLogo(headers, "logo.png", png)).statusCode).toBe(status);
      const removed = await t.app.inject({ method: "DELETE", url: "/api/company/profile/logo", headers });
      expect(removed.statusCode).toBe(status);
    }
  });
});

describe("the logo", () => {
  it("is re-encoded: upright, without EXIF or GPS, as WebP", async () => {
    const { user, headers } = await newCompany();
    const photo = await solid(200, 100)
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from("PhoneCam"))).toBe(true);

    const res = await uploadLogo(headers, "photo.jpg", photo, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl: string = res.json().data.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/company-profiles/${user.id}/logo\\?v=[0-9a-f]{16}$`));

    const logo = await t.app.inject({ method: "GET", url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/webp");
    const kept = await sharp(logo.rawPayload).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 100, height: 200 });
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(logo.rawPayload.includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("is fitted in 512×512 and never enlarged", async () => {
    const { headers } = await newCompany();
    const wide = await uploadLogo(headers, "wide.png", await solid(2000, 1000).png().toBuffer());
    expect(wide.statusCode, wide.body).toBe(200);
    const big = await t.app.inject({ method: "GET", url: wide.json().data.logoUrl });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 512, height: 256 });

    const small = await uploadLogo(
      headers,
      "small.webp",
      await solid(64, 48).webp().toBuffer(),
      "image/webp",
    );
    expect(small.statusCode, small.body).toBe(200);
    const kept = await t.app.inject({ method: "GET", url: small.json().data.logoUrl });
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ["an HTML page named .png", "logo.png", Buffer.from("<!doctype html><script>alert(1)</script>"), 415],
    ["a PNG cut in half", "cut.png", "truncated", 415],
    ["a PDF", "logo.pdf", Buffer.from("%PDF-1.7\n%\xe2\xe3"), 415],
  ] as const)(
    "refuses %s with a clear message, keeping the logo it had",
    async (_what, filename, content, status) => {
      const { user, headers } = await newCompany();
      const first = await uploadLogo(headers, "first.png", await solid(40, 40).png().toBuffer());
      const before = await rowOf(user.id);
      const noisy = await sharp(
        Buffer.alloc(300 * 300 * 3, 0).map((_, i) => (i * 7919) % 251),
        {
          raw: { width: 300, height: 300, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      const bytes = content === "truncated" ? noisy.subarray(0, Math.floor(noisy.length / 2)) : content;
      const res = await uploadLogo(headers, filename, bytes);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: "UNSUPPORTED_FILE_TYPE", field: "file" },
      });
      expect(res.json().error.message).toMatch(/PNG, JPEG or WebP/);
      expect(await rowOf(user.id)).toEqual(before);
      expect((await t.app.inject({ method: "GET", url: first.json().data.logoUrl })).statusCode).toBe(200);
    },
  );

  it("refuses an image of too many pixels (a decompression bomb) before decoding it", async () => {
    const { headers } = await newCompany();
    const bomb = await sharp({ create: { width: 7000, height: 4000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await uploadLogo(headers, "bomb.png", bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "file" });
    expect(res.json().error.message).toMatch(/too large/);
  });

  it("replaces the stored file, and is removed with its file", async () => {
    const { user, headers } = await newCompany();
    await uploadLogo(headers, "one.png", await solid(30, 30).png().toBuffer());
    const firstKey = (await rowOf(user.id))?.logoKey;
    expect(firstKey).toBeTruthy();
    const second = await uploadLogo(headers, "two.png", await solid(50, 50).png().toBuffer());
    const secondKey = (await rowOf(user.id))?.logoKey;
    expect(secondKey).toBeTruthy();
    expect(secondKey).not.toBe(firstKey);
    expect(await t.ctx.storage.exists(firstKey as string)).toBe(false);
    expect(await t.ctx.storage.exists(secondKey as string)).toBe(true);
    // The name stands in from the account until the company saves its own.
    expect(second.json().data.name).toBe("Globex Partners");

    const removed = await t.app.inject({ method: "DELETE", url: "/api/company/profile/logo", headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logoUrl).toBeNull();
    expect(await t.ctx.storage.exists(secondKey as string)).toBe(false);
    const gone = await t.app.inject({ method: "GET", url: second.json().data.logoUrl });
    expect(gone.statusCode).toBe(404);
  });

  it("is public: anybody reads any company's logo, cached briefly and revalidated by its ETag", async () => {
    const other = await newCompany("Initech", "Ltd");
    const uploaded = await uploadLogo(other.headers, "logo.png", await solid(80, 80).png().toBuffer());
    const logoUrl: string = uploaded.json().data.logoUrl;
    const expected = `/api/company-profiles/${other.user.id}/logo`;
    expect(logoUrl.startsWith(expected)).toBe(true);

    for (const headers of [guest, companyHeaders]) {
      const res = await t.app.inject({ method: "GET", url: expected, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        "content-type": "image/webp",
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=300",
      });
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const again = await t.app.inject({
        method: "GET",
        url: expected,
        headers: { "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it("answers an unknown id, a student's and a company without a logo alike (404), a malformed one 422", async () => {
    const student = await createUser(t.database.db);
    const { user: bare } = await newCompany();
    const answers = await Promise.all(
      ["0190d3a0-0000-7000-8000-000000000000", student.id, bare.id].map((id) =>
        t.app.inject({ method: "GET", url: `/api/company-profiles/${id}/logo` }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual(answers[0]?.json());
    }
    const malformed = await t.app.inject({ method: "GET", url: "/api/company-profiles/not-an-id/logo" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "accountId" });
  });
});

describe("companyNames", () => {
  it("names each company account by its profile (or account) name and logo, leaving other ids out", async () => {
    const named = await newCompany("Umbrella", "Corp");
    await putProfile(named.headers, { name: "Umbrella Study" });
    await uploadLogo(named.headers, "logo.png", await solid(20, 20).png().toBuffer());
    const { user: unsaved } = await newCompany("Hooli", "Inc");
    const student = await createUser(t.database.db);

    const names = await companyNames(t.ctx, [named.user.id, unsaved.id, student.id, named.user.id]);
    expect([...names.keys()].sort()).toEqual([named.user.id, unsaved.id].sort());
    expect(names.get(named.user.id)).toEqual({
      name: "Umbrella Study",
      logoUrl: expect.stringMatching(`^/api/company-profiles/${named.user.id}/logo\\?v=`),
    });
    expect(names.get(unsaved.id)).toEqual({ name: "Hooli Inc", logoUrl: null });
    expect((await companyNames(t.ctx, [])).size).toBe(0);
  });
});
