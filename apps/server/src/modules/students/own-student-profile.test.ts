import {
  studentProfileGroupLabels,
  studentProfileGroupNames,
  type UpdateOwnStudentProfileInput,
} from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, studentProfiles, type UserRow } from "../../db/schema/index.js";
import { assignStudentRow, createUniversityRow, createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

// The student's own study profile (decision 098): the counselor's ten groups and checks, on /me.

let counselorUser: UserRow;
let counselor: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  counselorUser = await createUser(db, { userType: "team_member", teamRole: "counselor", firstName: "Maya" });
  counselor = await signIn(t.app, counselorUser);
  for (const [country, countryCode] of [
    ["Germany", "DE"],
    ["Canada", "CA"],
  ] as const) {
    await createUniversityRow(db, { country, countryCode });
  }
}, 60_000);

/** A new student, signed in. */
async function newStudent(): Promise<{ user: UserRow; headers: BrowserHeaders }> {
  const user = await createUser(t.database.db, { firstName: "Priya" });
  return { user, headers: await signIn(t.app, user) };
}

const readOwn = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/students/me/profile", headers });
const saveOwn = (headers: BrowserHeaders, payload: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/students/me/profile", headers, payload: payload as object });

/** One value in each of the ten groups, and the academic fields. */
const FULL: UpdateOwnStudentProfileInput = {
  dateOfBirth: "2001-04-12",
  currentEducationLevel: "Undergraduate, final year",
  institutionName: "University of Pune",
  gpa: 8.45,
  academicScoringType: "gpa",
  academicInterests: ["Robotics"],
  personalDetails: {
    passportFirstName: "Priya",
    gender: "female",
    city: "Pune",
    passportExpiry: "2031-08-01",
  },
  academicDetails: { highestQualification: "bachelors", academicYear: "2024" },
  workDetails: { jobTitle: "Intern", employmentStatus: "intern" },
  testScores: { englishTestScore: "IELTS 7.5", englishTestDate: "2025-03-02", planToRetake: false },
  studyPreferences: {
    preferredCountries: ["germany", "Canada"],
    preferredIntake: "fall",
    programLevel: "master",
    studyGoals: "Research career",
  },
  universityPreferences: { preferredUniversities: ["TU Munich"], institutionType: "research" },
  financialInfo: { estimatedBudget: "EUR 20,000 a year", fundingSource: "mixed", loanRequired: true },
  visaHistory: { previousVisaApplications: "UK visitor visa 2019" },
  familyDetails: { sponsor: "Father", emergencyContact: "Rahul Sharma" },
  additionalInfo: { careerGoals: "Robotics engineer", applicationUrgency: "high" },
};

describe("a student's own study profile", () => {
  it("reads empty before anything is saved, every group missing, the recommendations' first", async () => {
    const { headers } = await newStudent();
    const res = await readOwn(headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      dateOfBirth: null,
      gpa: null,
      academicInterests: [],
      personalDetails: null,
      additionalInfo: null,
      // Every student account has its profile row from the start (made with the account).
      updatedAt: expect.any(String),
    });
    expect(data.completeness.percent).toBe(0);
    expect(data.completeness.filledGroups).toEqual([]);
    expect(data.completeness.missingGroups[0]).toEqual({
      group: "studyPreferences",
      label: "Study Abroad Preferences",
      improvesRecommendations: true,
    });
    expect(data.completeness.missingGroups.map((g: { group: string }) => g.group)).toEqual([
      "studyPreferences",
      ...studentProfileGroupNames.filter((name) => name !== "studyPreferences"),
    ]);
    // The read is the student's: nothing staff-only.
    for (const key of ["status", "counselor", "id", "userId", "studentPreferences"]) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it("saves every group, reads it back, completes the meter and audits the student as the actor", async () => {
    const { user, headers } = await newStudent();
    const saved = await saveOwn(headers, FULL);
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      ...FULL,
      // Spelled as the catalogue spells it, as on the counselor's save.
      studyPreferences: { ...FULL.studyPreferences, preferredCountries: ["Germany", "Canada"] },
    });
    expect(data.completeness).toEqual({
      percent: 100,
      filledGroups: studentProfileGroupNames,
      missingGroups: [],
    });
    expect(data.updatedAt).toEqual(expect.any(String));
    expect((await readOwn(headers)).json().data).toEqual(data);

    // The same store as the counselor's screen and the student's study preferences.
    const [row] = await t.database.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id));
    if (!row) throw new Error("no profile row");
    expect(row).toMatchObject({ preferredCountries: ["Germany", "Canada"], programLevel: "master" });
    const prefs = await t.app.inject({ method: "GET", url: "/api/students/me/preferences", headers });
    expect(prefs.json().data.preferences).toMatchObject({
      preferredCountries: ["Germany", "Canada"],
      programLevel: "master",
    });

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "student_profile.updated"), eq(auditEvents.targetId, row.id)));
    expect(events).toHaveLength(1);
    expect(events[0]?.actorUserId).toBe(user.id);
    expect(JSON.stringify(events[0])).not.toContain("Rahul");
  });

  it("counts each group on its own, and the card's top-level fields with their group", async () => {
    const { headers } = await newStudent();
    for (const [body, filled] of [
      [{ workDetails: { jobTitle: "Intern" } }, ["workDetails"]],
      [{ dateOfBirth: "2001-04-12" }, ["personalDetails"]],
      [{ institutionName: "IIT", academicScoringType: "gpa" }, ["academicDetails"]],
      // A scoring type alone is only a scale.
      [{ academicScoringType: "percentage" }, []],
      [
        { studyPreferences: { programLevel: "phd" }, visaHistory: { travelHistory: "UK" } },
        ["studyPreferences", "visaHistory"],
      ],
    ] as const) {
      const res = await saveOwn(headers, body);
      expect(res.statusCode, res.body).toBe(200);
      const { completeness } = res.json().data;
      expect(completeness.filledGroups, JSON.stringify(body)).toEqual(filled);
      expect(completeness.percent).toBe(filled.length * 10);
      expect(completeness.missingGroups).toHaveLength(10 - filled.length);
    }
    const last = (await readOwn(headers)).json().data.completeness;
    expect(last.missingGroups[0]).toEqual({
      group: "personalDetails",
      label: studentProfileGroupLabels.personalDetails,
      improvesRecommendations: false,
    });
    expect(
      last.missingGroups.some((g: { improvesRecommendations: boolean }) => g.improvesRecommendations),
    ).toBe(false);
  });

  it("lands on the caller's row only: another student's and the counselor's view of them are untouched", async () => {
    const other = await newStudent();
    const otherProfileId = await assignStudentRow(t.database.db, other.user.id, counselorUser.id);
    expect((await saveOwn(other.headers, { personalDetails: { city: "Delhi" } })).statusCode).toBe(200);
    const otherBefore = (await readOwn(other.headers)).json().data;
    const byCounselor = (
      await t.app.inject({
        method: "GET",
        url: `/api/counselor/student/${otherProfileId}`,
        headers: counselor,
      })
    ).json().data;

    const { headers } = await newStudent();
    expect((await saveOwn(headers, FULL)).statusCode).toBe(200);
    expect((await readOwn(other.headers)).json().data).toEqual(otherBefore);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/counselor/student/${otherProfileId}`,
      headers: counselor,
    });
    expect(after.json().data).toEqual(byCounselor);
  });
});

describe("the student's save has the counselor's checks", () => {
  it("refuses bad values by field name, as the counselor's save does, and changes nothing", async () => {
    const { headers } = await newStudent();
    expect((await saveOwn(headers, FULL)).statusCode).toBe(200);
    const before = (await readOwn(headers)).json().data;
    const cases: [string, object][] = [
      ["personalDetails.gender", { personalDetails: { gender: "unknown" } }],
      ["academicScoringType", { academicScoringType: "letters" }],
      ["studyPreferences.programLevel", { studyPreferences: { programLevel: "postdoc" } }],
      ["additionalInfo.applicationUrgency", { additionalInfo: { applicationUrgency: "yesterday" } }],
      ["dateOfBirth", { dateOfBirth: "2001-02-30" }],
      ["dateOfBirth", { dateOfBirth: "2999-01-01" }],
      ["testScores.englishTestDate", { testScores: { englishTestDate: "2090-01-01" } }],
      ["financialInfo.loanRequired", { financialInfo: { loanRequired: 1 } }],
      ["gpa", { gpa: 10.5, academicScoringType: "gpa" }],
      ["gpa", { gpa: 21, academicScoringType: "grade" }],
      ["personalDetails.city", { personalDetails: { city: "x".repeat(101) } }],
      ["visaHistory.travelHistory", { visaHistory: { travelHistory: "x".repeat(2001) } }],
      ["academicInterests", { academicInterests: Array(21).fill("Art") }],
      ["personalDetails.city", { personalDetails: { city: "Pune\u0000" } }],
      ["studyPreferences.preferredCountries", { studyPreferences: { preferredCountries: ["Atlantis"] } }],
    ];
    for (const [field, body] of cases) {
      const res = await saveOwn(headers, { ...FULL, ...body });
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field });
      const counselorSide = await t.app.inject({
        method: "PUT",
        url: `/api/counselor/update-student-profile/${UNKNOWN_ID}`,
        headers: counselor,
        payload: { ...FULL, ...body },
      });
      // The counselor's save refuses the same body at the same field, before it looks the student up.
      if (field !== "studyPreferences.preferredCountries") {
        expect(counselorSide.json().error?.field, field).toBe(field);
      }
    }
    expect((await readOwn(headers)).json().data).toEqual(before);
  });

  it("refuses unknown keys and every staff-only key by name, and changes nothing", async () => {
    const { user, headers } = await newStudent();
    expect((await saveOwn(headers, FULL)).statusCode).toBe(200);
    const before = (await readOwn(headers)).json().data;
    for (const [key, value] of [
      ["bogus", 1],
      ["status", "departed"],
      ["counselor", { id: counselorUser.id, name: "Maya" }],
      ["id", user.id],
      ["userId", user.id],
      ["email", "else@example.com"],
      ["firstName", "Renamed"],
      ["studentPreferences", {}],
    ] as const) {
      const res = await saveOwn(headers, { ...FULL, personalDetails: { city: "Mumbai" }, [key]: value });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        field: key,
        message: `"${key}" is not a field here`,
      });
    }
    const inGroup = await saveOwn(headers, { personalDetails: { shoeSize: 42 } });
    expect(inGroup.json().error.field).toBe("personalDetails.shoeSize");
    expect((await readOwn(headers)).json().data).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id));
    expect(row?.status).toBe("inquiry");
  });
});

describe("who reaches the student's own profile", () => {
  it("answers 401 signed out", async () => {
    const signedOut = await csrfHeaders(t.app);
    expect((await readOwn(signedOut)).statusCode).toBe(401);
    expect((await saveOwn(signedOut, FULL)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/students/me/profile" })).statusCode).toBe(401);
  });

  it("answers 403 to staff and company accounts, and makes no profile for them", async () => {
    const company = await createUser(t.database.db, { userType: "company_profile" });
    for (const headers of [counselor, await signInStaff(t, "admin"), await signIn(t.app, company)]) {
      expect((await readOwn(headers)).statusCode).toBe(403);
      expect((await saveOwn(headers, FULL)).statusCode).toBe(403);
    }
    const rows = await t.database.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, counselorUser.id));
    expect(rows).toEqual([]);
  });
});
