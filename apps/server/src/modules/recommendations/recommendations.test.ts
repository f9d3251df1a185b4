import {
  type Recommendation,
  type RecommendationList,
  recommendationLimits,
  type Shortlist,
  type StudyPreferences,
  type UniversityInput,
  unknownStudyPreferences,
} from "@meridian/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recommendationChoices } from "../../db/schema/index.js";
import { addUniversity, smallCatalogueWithAdmin } from "../../test/catalogue-fixture.js";
import { actorFor, createUser, NON_STUDENT_KINDS } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { ENTRY_REQUIREMENTS_UNKNOWN } from "./recommendations.score.js";
import { chooseRecommendation, listRecommendations, listShortlist } from "./recommendations.service.js";

let admin: BrowserHeaders;

/** Universities entered by an admin (figures stamped as theirs), in countries the fixture lacks. */
const ICELAND = { country: "Iceland", countryCode: "IS" } as const;
const catalogue = {
  fullMatch: {
    name: "Reykjavik Institute of Computing",
    ...ICELAND,
    worldRanking: 45,
    fieldsOfStudy: ["Computer Science", "Engineering"],
    degreeTypes: ["Master's", "PhD"],
    tuitionMin: 18_000,
    tuitionMax: 18_000,
    currency: "USD",
  },
  partial: {
    name: "Akureyri School of Law",
    ...ICELAND,
    worldRanking: 150,
    fieldsOfStudy: ["Law"],
    degreeTypes: ["Bachelor's"],
    tuitionMin: 40_000,
    tuitionMax: 42_000,
    currency: "USD",
  },
  // Only its country is known: 30 of 100, under the minimum known weight.
  unknown: { name: "Westfjords Academy", ...ICELAND },
  elsewhere: {
    name: "Universidad de Prueba",
    country: "Chile",
    countryCode: "CL",
    worldRanking: 5,
    fieldsOfStudy: ["Computer Science"],
    degreeTypes: ["Master's"],
    tuitionMin: 5_000,
    currency: "USD",
  },
} satisfies Record<string, UniversityInput>;
const ids = {} as Record<keyof typeof catalogue, string>;

const t = useTestApp();
beforeAll(async () => {
  // The small catalogue (sourced figures for its US universities, none for the others), besides
  // the admin's own entries.
  admin = await smallCatalogueWithAdmin(t);
  for (const [key, input] of Object.entries(catalogue)) {
    ids[key as keyof typeof catalogue] = await addUniversity(t.app, admin, input);
  }
}, 60_000);

const PREFERENCES: StudyPreferences = {
  ...unknownStudyPreferences.preferences,
  preferredCountries: ["Iceland"],
  programLevel: "master",
  fieldsOfStudy: ["Computer Science"],
  budgetPerYear: 25_000,
};

async function studentWith(preferences: StudyPreferences | null): Promise<BrowserHeaders> {
  const headers = await signIn(t.app, await createUser(t.database.db));
  if (preferences) await setPreferences(headers, preferences);
  return headers;
}

async function setPreferences(headers: BrowserHeaders, preferences: StudyPreferences) {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/students/me/preferences",
    headers,
    payload: preferences,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function list(headers: BrowserHeaders): Promise<RecommendationList> {
  const res = await t.app.inject({ method: "GET", url: "/api/recommendations", headers });
  expect(res.statusCode, res.body).toBe(200);
  const { data, meta } = res.json();
  return { data, meta };
}

const names = (l: RecommendationList) => l.data.map((r) => r.university);
const find = (l: RecommendationList, id: string) => l.data.find((r) => r.id === id);

function choose(headers: BrowserHeaders, universityId: string, choice: "saved" | "dismissed" | null) {
  return t.app.inject({
    method: "PUT",
    url: `/api/recommendations/${universityId}`,
    headers,
    payload: { choice },
  });
}

describe("recommendations", () => {
  it("match the student's profile, explain each score and list what was unknown", async () => {
    const l = await list(await studentWith(PREFERENCES));
    // Only Iceland is preferred; the university with only its country known is not scored enough.
    expect(names(l)).toEqual([catalogue.fullMatch.name, catalogue.partial.name]);
    const best = find(l, ids.fullMatch) as Recommendation;
    expect(best).toEqual({
      id: ids.fullMatch,
      university: catalogue.fullMatch.name,
      universityDetails: {
        id: ids.fullMatch,
        name: catalogue.fullMatch.name,
        city: null,
        country: "Iceland",
        website: null,
      },
      country: "Iceland",
      program: "Computer Science",
      tuition: "$18,000 a year",
      tuitionRange: { min: 18_000, max: 18_000, currency: "USD" },
      ranking: 45,
      rankingBand: "45",
      matchScore: 100,
      confidence: { known: 5, of: 7 },
      reasons: [
        { text: "In your preferred country, Iceland", points: 30, weight: 30 },
        { text: "Offers Computer Science, your field of study", points: 25, weight: 25 },
        {
          text: "Tuition 18,000 USD a year, within your budget of 25,000",
          points: 20,
          weight: 20,
        },
      ],
      unknowns: [ENTRY_REQUIREMENTS_UNKNOWN],
      saved: false,
    });
    const partial = find(l, ids.partial) as Recommendation;
    // Country 30 + rank 150 (6) of 100 known.
    expect(partial.matchScore).toBe(36);
    expect(partial.reasons.map((r) => r.text)).toEqual([
      "In your preferred country, Iceland",
      "World rank 150",
      "Does not list your fields of study (Computer Science)",
    ]);
    expect(l.meta.missingPreferences).toEqual(["interests", "gpa", "englishTest", "englishTestScore"]);
  });

  it("say what is missing when the student has given nothing, and recommend nothing on a rank alone", async () => {
    const l = await list(await studentWith(null));
    expect(l.data).toEqual([]);
    // Every preference, in the order the contract lists them.
    expect(l.meta.missingPreferences).toEqual(Object.keys(unknownStudyPreferences.preferences));
  });

  it("read the whole catalogue when no country is preferred, scoring only what is known, well-known first", async () => {
    const l = await list(await studentWith({ ...PREFERENCES, preferredCountries: [] }));
    expect(l.data.length).toBeGreaterThan(3);
    expect(l.data[0]?.university).toBe(catalogue.elsewhere.name);
    // A university known only by its rank is not recommended: every one listed rests on at least
    // two known factors, and says how many of the seven it knew.
    for (const r of l.data) {
      expect(r.matchScore, r.university).not.toBeNull();
      expect(r.confidence.of).toBe(7);
      expect(r.confidence.known, r.university).toBeGreaterThanOrEqual(2);
      expect(r.unknowns).toContain("You have not chosen preferred countries");
    }
    // The fixture's non-US universities publish nothing but a rank: none is among them.
    const countries = new Set(l.data.map((r) => r.country));
    expect([...countries].sort()).toEqual(["Chile", "Iceland", "United States"]);
    // The US ones are scored on their sourced figures: tuition from College Scorecard.
    const caltech = l.data.find((r) => r.university === "California Institute of Technology");
    expect(caltech?.tuitionRange).toEqual({ min: 58_680, max: null, currency: "USD" });
    expect(caltech?.tuition).toBe("$58,680 a year");
    expect(caltech?.confidence.known).toBe(4);
  });

  it("follow a profile change at once", async () => {
    const me = await studentWith(PREFERENCES);
    expect(find(await list(me), ids.fullMatch)?.matchScore).toBe(100);
    await setPreferences(me, { ...PREFERENCES, budgetPerYear: 16_000 });
    const after = find(await list(me), ids.fullMatch) as Recommendation;
    // Half of the budget's 20: 90 of 100; the level's 15 points now outweigh the budget's 10.
    expect(after.matchScore).toBe(90);
    expect(after.reasons.map((r) => r.text)).toEqual([
      "In your preferred country, Iceland",
      "Offers Computer Science, your field of study",
      "Offers Master's programs",
    ]);
    await setPreferences(me, { ...PREFERENCES, preferredCountries: ["Chile"] });
    expect(names(await list(me))).toEqual([catalogue.elsewhere.name]);
  });

  it("follow a catalogue change at once", async () => {
    const me = await studentWith(PREFERENCES);
    expect(find(await list(me), ids.partial)?.matchScore).toBe(36);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/universities/${ids.partial}`,
      headers: admin,
      payload: { ...catalogue.partial, fieldsOfStudy: ["Law", "Computer Science"], tuitionMin: 20_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    try {
      const after = find(await list(me), ids.partial) as Recommendation;
      // Country 30 + field 25 + budget 20 + rank 6 of 100.
      expect(after.matchScore).toBe(81);
      expect(after.program).toBe("Computer Science");
    } finally {
      await t.app.inject({
        method: "PUT",
        url: `/api/admin/universities/${ids.partial}`,
        headers: admin,
        payload: catalogue.partial,
      });
    }
    expect(find(await list(me), ids.partial)?.matchScore).toBe(36);
  });

  it("leave out a dismissed university, and bring it back when the choice is cleared", async () => {
    const me = await studentWith(PREFERENCES);
    const dismissed = await choose(me, ids.fullMatch, "dismissed");
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toEqual({ universityId: ids.fullMatch, choice: "dismissed" });
    // Idempotent: the same choice again answers the same.
    expect((await choose(me, ids.fullMatch, "dismissed")).json()).toEqual(dismissed.json());
    expect(names(await list(me))).toEqual([catalogue.partial.name]);
    expect((await choose(me, ids.fullMatch, null)).json().data).toEqual({
      universityId: ids.fullMatch,
      choice: null,
    });
    expect((await choose(me, ids.fullMatch, null)).statusCode).toBe(200);
    expect(names(await list(me))).toEqual([catalogue.fullMatch.name, catalogue.partial.name]);
  });

  it("keep a saved university, flagged, even when it falls out of the matches", async () => {
    const me = await studentWith(PREFERENCES);
    expect((await choose(me, ids.partial, "saved")).statusCode).toBe(200);
    expect(find(await list(me), ids.partial)?.saved).toBe(true);
    expect(find(await list(me), ids.fullMatch)?.saved).toBe(false);
    // Another country: Iceland's universities are no longer candidates, the saved one stays last.
    await setPreferences(me, { ...PREFERENCES, preferredCountries: ["Chile"] });
    const l = await list(me);
    expect(names(l)).toEqual([catalogue.elsewhere.name, catalogue.partial.name]);
    expect(l.data.at(-1)).toMatchObject({ saved: true, country: "Iceland" });
    expect(l.data.at(-1)?.reasons.map((r) => r.text)).toContain("Not in your preferred countries (Iceland)");
  });

  it("are each student's own: one student's choices never touch another's list", async () => {
    const first = await studentWith(PREFERENCES);
    const second = await studentWith(PREFERENCES);
    await choose(first, ids.fullMatch, "dismissed");
    await choose(first, ids.partial, "saved");
    const theirs = await list(second);
    expect(names(theirs)).toEqual([catalogue.fullMatch.name, catalogue.partial.name]);
    expect(theirs.data.every((r) => !r.saved)).toBe(true);
  });

  it("answer 404 for an unknown university and refuse a bad choice", async () => {
    const me = await studentWith(PREFERENCES);
    const unknown = await choose(me, "0190d3a0-0000-7000-8000-000000000000", "saved");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      error: { code: "NOT_FOUND", message: "University not found" },
    });
    const badId = await choose(me, "nope", "saved");
    expect(badId.statusCode).toBe(422);
    expect(badId.json().error.field).toBe("universityId");
    const badChoice = await t.app.inject({
      method: "PUT",
      url: `/api/recommendations/${ids.fullMatch}`,
      headers: me,
      payload: { choice: "loved" },
    });
    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json().error.field).toBe("choice");
    expect(find(await list(me), ids.fullMatch)?.saved).toBe(false);
  });

  it(`keep at most ${recommendationLimits.savedMax} saved universities`, async () => {
    const me = await studentWith(PREFERENCES);
    // The catalogue holds 46: five more (nothing but a name) make room for one over the limit.
    for (let i = 0; i < 5; i++) {
      await addUniversity(t.app, admin, {
        name: `Nuuk College ${i}`,
        country: "Greenland",
        countryCode: "GL",
      });
    }
    const all: string[] = [];
    for (const offset of [0, 50]) {
      const page = await t.app.inject({
        method: "GET",
        url: `/api/universities?limit=50&offset=${offset}&sortBy=alphabetical`,
      });
      all.push(...(page.json().data.universities as { id: string }[]).map((u) => u.id));
    }
    expect(all.length).toBeGreaterThan(recommendationLimits.savedMax);
    const { savedMax } = recommendationLimits;
    for (const id of all.slice(0, savedMax - 2)) {
      expect((await choose(me, id, "saved")).statusCode).toBe(200);
    }
    // Three at once for the last two places: two are kept, one refused.
    const racing = await Promise.all(
      all.slice(savedMax - 2, savedMax + 1).map((id) => choose(me, id, "saved")),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 200, 409]);
    const refused = racing.find((res) => res.statusCode === 409) ?? racing[0];
    expect(refused?.json().error.message).toMatch(/at most 50/);
    // Saving one already saved is not a new one.
    expect((await choose(me, all[0] as string, "saved")).statusCode).toBe(200);
    expect((await list(me)).data.filter((r) => r.saved)).toHaveLength(recommendationLimits.savedMax);
  });

  it("are refused by the service itself to anyone but a student, with nothing written", async () => {
    const counselor = await createUser(t.database.db, { userType: "team_member", teamRole: "counselor" });
    const actor = actorFor(counselor);
    await expect(listRecommendations(t.ctx, actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(chooseRecommendation(t.ctx, actor, ids.fullMatch, "saved")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(listShortlist(t.ctx, actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const rows = await t.database.db
      .select()
      .from(recommendationChoices)
      .where(eq(recommendationChoices.studentId, counselor.id));
    expect(rows).toEqual([]);
  });

  it("are refused to counselors, admins and companies (students only)", async () => {
    for (const kind of NON_STUDENT_KINDS) {
      const headers = await signIn(t.app, await createUser(t.database.db, kind));
      expect((await t.app.inject({ method: "GET", url: "/api/recommendations", headers })).statusCode).toBe(
        403,
      );
      expect((await choose(headers, ids.fullMatch, "saved")).statusCode).toBe(403);
      expect((await shortlistRes(headers)).statusCode).toBe(403);
    }
  });
});

const shortlistRes = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/recommendations/shortlist", headers });
async function shortlist(headers: BrowserHeaders): Promise<Shortlist> {
  const res = await shortlistRes(headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A university of the small catalogue as the catalogue search presents it (its sourced facts). */
async function catalogueEntry(name: string): Promise<{ id: string; facts: unknown }> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/universities?search=${encodeURIComponent(name)}`,
  });
  const found = (res.json().data.universities as { id: string; name: string; facts: unknown }[]).find(
    (u) => u.name === name,
  );
  if (!found) throw new Error(`${name} is not in the catalogue`);
  return found;
}

describe("the shortlist", () => {
  it("is empty until the student saves a university, and says how many it holds", async () => {
    expect(await shortlist(await studentWith(null))).toEqual({
      universities: [],
      limit: recommendationLimits.savedMax,
    });
  });

  it("lists the saved universities, newest first, as the catalogue has them, without dismissed or removed ones", async () => {
    const me = await studentWith(PREFERENCES);
    const mit = await catalogueEntry("Massachusetts Institute of Technology");
    expect((await choose(me, ids.partial, "saved")).statusCode).toBe(200);
    expect((await choose(me, mit.id, "saved")).statusCode).toBe(200);
    expect((await choose(me, ids.fullMatch, "dismissed")).statusCode).toBe(200);

    const listed = await shortlist(me);
    expect(listed.universities.map((entry) => entry.university.id)).toEqual([mit.id, ids.partial]);
    // The same university the catalogue shows, sourced facts and all.
    expect(listed.universities[0]?.university).toEqual(mit);
    expect(mit.facts).not.toBeNull();
    const [newest, older] = listed.universities.map((entry) => Date.parse(entry.savedAt));
    expect(newest).toBeGreaterThanOrEqual(older ?? 0);

    expect((await choose(me, mit.id, null)).statusCode).toBe(200);
    expect((await shortlist(me)).universities.map((entry) => entry.university.id)).toEqual([ids.partial]);
  });

  it("is each student's own: another student's saves are not in it", async () => {
    const first = await studentWith(null);
    const second = await studentWith(null);
    await choose(first, ids.elsewhere, "saved");
    expect((await shortlist(second)).universities).toEqual([]);
    expect((await shortlist(first)).universities).toHaveLength(1);
  });
});
