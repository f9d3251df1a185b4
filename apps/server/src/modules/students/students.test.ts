import { type StudyPreferences, unknownStudyPreferences } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { addUniversity } from "../../test/catalogue-fixture.js";
import { actorFor, createUser, NON_STUDENT_KINDS } from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { findProfile } from "./students.repository.js";
import { preferencesOf, updatePreferences } from "./students.service.js";

let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  admin = await signInStaff(t, "admin");
  // Countries a student may prefer are the catalogue's: two universities give it two.
  for (const [name, country, countryCode] of [
    ["Reykjavik Test University", "Iceland", "IS"],
    ["Universidad de Prueba", "Chile", "CL"],
  ] as const) {
    await addUniversity(t.app, admin, { name, country, countryCode });
  }
}, 60_000);

const student = async () => signIn(t.app, await createUser(t.database.db));

const PREFERENCES: StudyPreferences = {
  preferredCountries: ["Iceland"],
  programLevel: "master",
  fieldsOfStudy: ["Computer Science", "Engineering"],
  interests: "Robotics and embedded systems",
  budgetPerYear: 25_000,
  gpa: 3.6,
  englishTest: "IELTS",
  englishTestScore: 7.5,
};

const getPreferences = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/students/me/preferences", headers });
const putPreferences = (headers: BrowserHeaders, payload: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/students/me/preferences", headers, payload: payload as object });

describe("study preferences", () => {
  it("are all unknown, never saved, until the student first saves some", async () => {
    const res = await getPreferences(await student());
    expect(res.statusCode).toBe(200);
    // Every field unknown: empty lists and nulls, never a 0 or an empty string.
    expect(res.json().data).toEqual(unknownStudyPreferences);
  });

  it("round-trip, with countries spelled as the catalogue spells them and without repeats", async () => {
    const me = await student();
    const saved = await putPreferences(me, {
      ...PREFERENCES,
      preferredCountries: ["iceland", "Iceland", " CHILE "],
      fieldsOfStudy: ["Engineering", "Engineering"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...PREFERENCES,
      preferredCountries: ["Iceland", "Chile"],
      fieldsOfStudy: ["Engineering"],
    };
    expect(saved.json().data.preferences).toEqual(expected);
    expect(saved.json().data.updatedAt).toEqual(expect.any(String));
    const read = await getPreferences(me);
    expect(read.json().data).toEqual(saved.json().data);

    // Replacing them clears what the new body leaves empty.
    const cleared = await putPreferences(me, {
      ...PREFERENCES,
      preferredCountries: [],
      interests: "",
      gpa: null,
      englishTest: null,
      englishTestScore: null,
    });
    expect(cleared.json().data.preferences).toMatchObject({
      preferredCountries: [],
      interests: null,
      gpa: null,
      englishTest: null,
      englishTestScore: null,
    });
  });

  it("refuse bad input with 422 naming the field, and keep what was saved", async () => {
    const me = await student();
    expect((await putPreferences(me, PREFERENCES)).statusCode).toBe(200);
    const before = (await getPreferences(me)).json().data;
    const cases: [string, unknown][] = [
      [
        "preferredCountries",
        { ...PREFERENCES, preferredCountries: Array.from({ length: 11 }, (_, i) => `Land ${i}`) },
      ],
      ["preferredCountries", { ...PREFERENCES, preferredCountries: ["Atlantis"] }],
      ["gpa", { ...PREFERENCES, gpa: 5 }],
      ["englishTestScore", { ...PREFERENCES, englishTest: "IELTS", englishTestScore: 9.5 }],
      ["englishTestScore", { ...PREFERENCES, englishTest: "TOEFL iBT", englishTestScore: 121 }],
      ["englishTest", { ...PREFERENCES, englishTest: null, englishTestScore: 7 }],
      ["fieldsOfStudy.0", { ...PREFERENCES, fieldsOfStudy: ["Astrology"] }],
      [
        "fieldsOfStudy",
        { ...PREFERENCES, fieldsOfStudy: ["Law", "Music", "Design", "Business", "Education", "Medicine"] },
      ],
      ["programLevel", { ...PREFERENCES, programLevel: "postdoc" }],
      ["budgetPerYear", { ...PREFERENCES, budgetPerYear: -1 }],
      ["budgetPerYear", { ...PREFERENCES, budgetPerYear: 12.5 }],
      ["interests", { ...PREFERENCES, interests: "x".repeat(501) }],
      ["gpa", { ...PREFERENCES, gpa: "3.5" }],
    ];
    for (const [field, body] of cases) {
      const res = await putPreferences(me, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", field } });
    }
    expect((await getPreferences(me)).json().data).toEqual(before);
  });

  it("are each student's own: another student reads and writes only theirs", async () => {
    const first = await student();
    const second = await student();
    await putPreferences(first, PREFERENCES);
    // The second student's /me is their own profile: unknown, not the first one's.
    expect((await getPreferences(second)).json().data.updatedAt).toBeNull();
    await putPreferences(second, { ...PREFERENCES, preferredCountries: ["Chile"], budgetPerYear: 1 });
    expect((await getPreferences(first)).json().data.preferences).toEqual(PREFERENCES);
    expect((await getPreferences(second)).json().data.preferences).toMatchObject({
      preferredCountries: ["Chile"],
      budgetPerYear: 1,
    });
  });

  it("are refused by the service itself to anyone but a student, with nothing written", async () => {
    const company = await createUser(t.database.db, { userType: "company_profile" });
    const actor = actorFor(company);
    await expect(preferencesOf(t.ctx, actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updatePreferences(t.ctx, actor, PREFERENCES)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await findProfile(t.database.db, company.id)).toBeUndefined();
  });

  it("are refused to counselors, admins and companies (students only)", async () => {
    for (const kind of NON_STUDENT_KINDS) {
      const headers = await signIn(t.app, await createUser(t.database.db, kind));
      expect((await getPreferences(headers)).statusCode).toBe(403);
      expect((await putPreferences(headers, PREFERENCES)).statusCode).toBe(403);
    }
  });
});
