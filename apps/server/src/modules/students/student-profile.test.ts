import { type UpdateStudentProfileInput, unknownStudyPreferences } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, type UserRow } from "../../db/schema/index.js";
import { insertStoredDocument } from "../../test/documents.js";
import { assignStudentRow, createUniversityRow, createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

let counselorUser: UserRow;
let counselor: BrowserHeaders;
let otherCounselor: BrowserHeaders;
let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  counselorUser = await createUser(db, { userType: "team_member", teamRole: "counselor", firstName: "Maya" });
  counselor = await signIn(t.app, counselorUser);
  otherCounselor = await signInStaff(t, "counselor");
  admin = await signInStaff(t, "admin");
  // Preferred countries are the catalogue's (the student's own rule): these give it three.
  for (const [country, countryCode] of [
    ["Germany", "DE"],
    ["Canada", "CA"],
    ["Iceland", "IS"],
  ] as const) {
    await createUniversityRow(db, { country, countryCode });
  }
}, 60_000);

/** A new student assigned to `counselorUser`: their account and profile id. */
async function assignedStudent(): Promise<{ user: UserRow; profileId: string }> {
  const user = await createUser(t.database.db, { firstName: "Priya" });
  return { user, profileId: await assignStudentRow(t.database.db, user.id, counselorUser.id) };
}

/** The student saves their study preferences, as their dashboard's form does. */
const putOwnPreferences = (headers: BrowserHeaders) =>
  t.app.inject({ method: "PUT", url: "/api/students/me/preferences", headers, payload: STUDENT_PREFERENCES });
const getOwnPreferences = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/students/me/preferences", headers });
const read = (headers: BrowserHeaders, id: string) =>
  t.app.inject({ method: "GET", url: `/api/counselor/student/${id}`, headers });
const save = (headers: BrowserHeaders, id: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/counselor/update-student-profile/${id}`,
    headers,
    payload: payload as object,
  });
const setStatus = (headers: BrowserHeaders, id: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/counselor/student/${id}/status`,
    headers,
    payload: payload as object,
  });

const FULL: UpdateStudentProfileInput = {
  dateOfBirth: "2001-04-12",
  currentEducationLevel: "Undergraduate, final year",
  institutionName: "University of Pune",
  gpa: 8.45,
  academicScoringType: "gpa",
  academicInterests: ["Robotics", "Machine learning"],
  personalDetails: {
    passportFirstName: "Priya",
    passportLastName: "Sharma",
    gender: "female",
    nationality: "Indian",
    whatsappNumber: "+91 98765 43210",
    address: "12 MG Road",
    city: "Pune",
    country: "India",
    passportNumber: "Z1234567",
    passportExpiry: "2031-08-01",
  },
  academicDetails: { highestQualification: "bachelors", academicYear: "2024", academicGaps: "None" },
  workDetails: {
    jobTitle: "Intern",
    companyName: "Infosys",
    workDuration: "6 months",
    employmentStatus: "intern",
    jobResponsibilities: "Testing\nDocumentation",
  },
  testScores: {
    englishTestScore: "IELTS 7.5",
    englishBandScores: "L8 R7.5 W7 S7",
    englishTestDate: "2025-03-02",
    standardizedTestScore: "GRE 320",
    standardizedTestDate: "2025-05-20",
    planToRetake: false,
  },
  studyPreferences: {
    preferredCountries: ["Germany", "Canada"],
    preferredIntake: "fall",
    programLevel: "master",
    countryChoiceReason: "Low tuition",
    studyGoals: "Research career",
  },
  universityPreferences: {
    preferredUniversities: ["TU Munich", "University of Toronto"],
    preferredLocation: "Large city",
    institutionType: "research",
    campusPreference: "urban",
  },
  financialInfo: {
    estimatedBudget: "EUR 20,000 a year",
    fundingSource: "mixed",
    loanRequired: true,
    financialConstraints: "Needs a scholarship for the second year",
  },
  visaHistory: {
    previousVisaApplications: "UK visitor visa 2019",
    visaOutcomes: "Approved",
    travelHistory: "UK, UAE",
    immigrationIssues: "None",
  },
  familyDetails: {
    fatherDetails: "Engineer",
    motherDetails: "Teacher",
    familyIncome: "INR 18 lakh",
    familyMembers: "4",
    relativesAbroad: "Uncle in Toronto",
    sponsor: "Father",
    emergencyContact: "Rahul Sharma, +91 91234 56789",
  },
  additionalInfo: {
    careerGoals: "Robotics engineer",
    specialNeeds: "None",
    preferredLanguage: "english",
    referralSource: "A friend",
    applicationUrgency: "high",
    importantDeadlines: "TU Munich: May 31",
  },
};

describe("the student as a counselor reads them", () => {
  it("shows the account, an empty kept profile and the assigned counselor before anything is saved", async () => {
    const { user, profileId } = await assignedStudent();
    const res = await read(counselor, profileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: profileId,
      userId: user.id,
      firstName: "Priya",
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      status: "inquiry",
      dateOfBirth: null,
      currentEducationLevel: null,
      institutionName: null,
      gpa: null,
      academicScoringType: null,
      academicInterests: [],
      personalDetails: null,
      academicDetails: null,
      workDetails: null,
      testScores: null,
      studyPreferences: null,
      universityPreferences: null,
      financialInfo: null,
      visaHistory: null,
      familyDetails: null,
      additionalInfo: null,
      studentPreferences: unknownStudyPreferences,
      counselor: { id: counselorUser.id, name: `Maya ${counselorUser.lastName}` },
      updatedAt: expect.any(String),
    });
  });

  it("shows the study preferences the student saved, from the record the student's form and recommendations read", async () => {
    const { user, profileId } = await assignedStudent();
    const own = await signIn(t.app, user);
    const saved = await putOwnPreferences(own);
    expect(saved.statusCode, saved.body).toBe(200);

    const data = (await read(counselor, profileId)).json().data;
    expect(data.studyPreferences).toEqual({
      preferredCountries: ["Iceland", "Canada"],
      programLevel: "master",
    });
    expect(data.studentPreferences).toEqual(saved.json().data);
    expect(data.studentPreferences.preferences).toMatchObject({
      budgetPerYear: 30_000,
      gpa: 3.7,
      englishTest: "IELTS",
      englishTestScore: 7.5,
    });
  });
});

const STUDENT_PREFERENCES = {
  preferredCountries: ["iceland", "Canada"],
  programLevel: "master",
  fieldsOfStudy: ["Engineering"],
  interests: "Robotics",
  budgetPerYear: 30_000,
  gpa: 3.7,
  englishTest: "IELTS",
  englishTestScore: 7.5,
};

describe("the study preferences both sides keep", () => {
  it("a counselor's countries and program level are the student's: their form and recommendations see them", async () => {
    const { user, profileId } = await assignedStudent();
    const own = await signIn(t.app, user);
    await putOwnPreferences(own);
    const before = (await read(counselor, profileId)).json().data;
    const res = await save(counselor, profileId, {
      studyPreferences: {
        ...before.studyPreferences,
        preferredCountries: ["germany", "Iceland"],
        programLevel: "phd",
        preferredIntake: "spring",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.studyPreferences).toEqual({
      preferredCountries: ["Germany", "Iceland"],
      programLevel: "phd",
      preferredIntake: "spring",
    });

    const mine = await getOwnPreferences(own);
    expect(mine.json().data.preferences).toEqual({
      ...STUDENT_PREFERENCES,
      preferredCountries: ["Germany", "Iceland"],
      programLevel: "phd",
    });
    expect(res.json().data.studentPreferences).toEqual(mine.json().data);
  });

  it("a counselor's country outside the catalogue is refused at its field, and nothing changes", async () => {
    const { profileId } = await assignedStudent();
    expect((await save(counselor, profileId, FULL)).statusCode).toBe(200);
    const before = (await read(counselor, profileId)).json().data;
    const res = await save(counselor, profileId, {
      ...FULL,
      studyPreferences: { preferredCountries: ["Atlantis"] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      field: "studyPreferences.preferredCountries",
      message: '"Atlantis" is not a country in the catalogue',
    });
    expect((await read(counselor, profileId)).json().data).toEqual(before);
  });

  it("a counselor clearing the countries clears the student's too; a save of other groups keeps them", async () => {
    const { user, profileId } = await assignedStudent();
    const own = await signIn(t.app, user);
    await putOwnPreferences(own);
    const { studyPreferences } = (await read(counselor, profileId)).json().data;
    const kept = await save(counselor, profileId, { studyPreferences, personalDetails: { city: "Pune" } });
    expect(kept.json().data.studentPreferences.preferences.preferredCountries).toEqual(["Iceland", "Canada"]);
    const cleared = await save(counselor, profileId, { personalDetails: { city: "Pune" } });
    expect(cleared.json().data.studyPreferences).toBeNull();
    const mine = await getOwnPreferences(own);
    expect(mine.json().data.preferences).toMatchObject({
      preferredCountries: [],
      programLevel: null,
      gpa: 3.7,
    });
  });
});

describe("the counselor's save", () => {
  it("round-trips every group and field, and audits which parts changed without their values", async () => {
    const { profileId } = await assignedStudent();
    const saved = await save(counselor, profileId, FULL);
    expect(saved.statusCode, saved.body).toBe(200);
    const { firstName, email, updatedAt, counselor: who, ...kept } = saved.json().data;
    expect(kept).toMatchObject({ ...FULL, status: "inquiry" });
    expect((await read(counselor, profileId)).json().data).toEqual(saved.json().data);

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "student_profile.updated"), eq(auditEvents.targetId, profileId)));
    if (!event) throw new Error("no audit event for the save");
    expect(event.actorUserId).toBe(counselorUser.id);
    const changed = (event.details as { changed: string[] }).changed;
    expect(changed).toEqual(expect.arrayContaining(["personalDetails", "additionalInfo", "academicScore"]));
    // The academic fields, the ten groups, and the countries and program level (the student's columns).
    expect(changed).toEqual(expect.arrayContaining(["preferredCountries", "programLevel"]));
    expect(changed).toHaveLength(18);
    // No value of the profile is in the audit row.
    expect(JSON.stringify(event)).not.toContain("Z1234567");
  });

  it("replaces the whole kept profile: left out, null or blank is cleared; blanks inside groups are dropped", async () => {
    const { profileId } = await assignedStudent();
    expect((await save(counselor, profileId, FULL)).statusCode).toBe(200);
    const res = await save(counselor, profileId, {
      academicScoringType: "percentage",
      gpa: 91.5,
      academicInterests: ["  ", "Design"],
      personalDetails: { city: "  Mumbai ", country: "", gender: null },
      workDetails: { jobTitle: "   " },
      testScores: null,
      studyPreferences: { preferredCountries: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      dateOfBirth: null,
      institutionName: null,
      gpa: 91.5,
      academicScoringType: "percentage",
      academicInterests: ["Design"],
      personalDetails: { city: "Mumbai" },
      workDetails: null,
      testScores: null,
      studyPreferences: null,
      additionalInfo: null,
    });
  });

  it("keeps a score without a scoring type on the CGPA scale, and checks the score by its type", async () => {
    const { profileId } = await assignedStudent();
    const cgpa = await save(counselor, profileId, { gpa: 9.876 });
    expect(cgpa.json().data).toMatchObject({ gpa: 9.88, academicScoringType: "gpa" });
    for (const [body, message] of [
      [{ gpa: 10.5 }, "A CGPA score is at most 10"],
      [{ gpa: 10.5, academicScoringType: "gpa" }, "A CGPA score is at most 10"],
      [{ gpa: 100.5, academicScoringType: "percentage" }, "A Percentage score is at most 100"],
      [{ gpa: 21, academicScoringType: "grade" }, "A Grade score is at most 20"],
      [{ gpa: -1, academicScoringType: "grade" }, "A score cannot be negative"],
    ] as const) {
      const res = await save(counselor, profileId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "gpa", message });
    }
    expect((await save(counselor, profileId, { gpa: 18, academicScoringType: "grade" })).statusCode).toBe(
      200,
    );
    expect((await read(counselor, profileId)).json().data).toMatchObject({
      gpa: 18,
      academicScoringType: "grade",
    });
  });

  it("refuses a value outside each enumeration with a 422 naming the field, and changes nothing", async () => {
    const { profileId } = await assignedStudent();
    expect((await save(counselor, profileId, FULL)).statusCode).toBe(200);
    const before = (await read(counselor, profileId)).json().data;
    const cases: [string, object][] = [
      ["personalDetails.gender", { personalDetails: { gender: "unknown" } }],
      ["academicDetails.highestQualification", { academicDetails: { highestQualification: "kindergarten" } }],
      ["academicScoringType", { academicScoringType: "letters" }],
      ["workDetails.employmentStatus", { workDetails: { employmentStatus: "retired" } }],
      ["studyPreferences.preferredIntake", { studyPreferences: { preferredIntake: "autumn" } }],
      ["studyPreferences.programLevel", { studyPreferences: { programLevel: "postdoc" } }],
      ["universityPreferences.institutionType", { universityPreferences: { institutionType: "online" } }],
      ["universityPreferences.campusPreference", { universityPreferences: { campusPreference: "beach" } }],
      ["financialInfo.fundingSource", { financialInfo: { fundingSource: "lottery" } }],
      ["additionalInfo.preferredLanguage", { additionalInfo: { preferredLanguage: "klingon" } }],
      ["additionalInfo.applicationUrgency", { additionalInfo: { applicationUrgency: "yesterday" } }],
    ];
    for (const [field, body] of cases) {
      const res = await save(counselor, profileId, { ...FULL, ...body });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error.field, res.body).toBe(field);
    }
    expect((await read(counselor, profileId)).json().data).toEqual(before);
  });

  it("takes back the student it read with one field changed: saves that field, ignores the read-only keys", async () => {
    const { user, profileId } = await assignedStudent();
    expect((await save(counselor, profileId, FULL)).statusCode).toBe(200);
    const before = (await read(counselor, profileId)).json().data;
    // Everything the read answers, read-only keys included, some of them changed as a careless client might.
    const copy = {
      ...before,
      firstName: "Renamed",
      email: "someone-else@example.com",
      status: "departed",
      personalDetails: { ...before.personalDetails, city: "Mumbai" },
    };
    const res = await save(counselor, profileId, copy);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await read(counselor, profileId)).json().data;
    const { updatedAt: _before, ...unchanged } = before;
    expect(after).toEqual({
      ...unchanged,
      personalDetails: { ...before.personalDetails, city: "Mumbai" },
      updatedAt: expect.any(String),
    });
    expect(after).toMatchObject({ firstName: user.firstName, email: user.email, status: "inquiry" });
  });

  it("refuses a key neither read nor written by name, even beside a copy of the read", async () => {
    const { profileId } = await assignedStudent();
    const before = (await read(counselor, profileId)).json().data;
    const res = await save(counselor, profileId, { ...before, nickname: "Pri" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "nickname",
      message: '"nickname" is not a field here',
    });
    expect((await read(counselor, profileId)).json().data).toEqual(before);
  });

  it("refuses unknown keys, bad dates, wrong kinds and oversized values by field", async () => {
    const { profileId } = await assignedStudent();
    const cases: [string, object][] = [
      ["bogus", { bogus: 1 }],
      ["personalDetails.shoeSize", { personalDetails: { shoeSize: 42 } }],
      ["dateOfBirth", { dateOfBirth: "12/04/2001" }],
      ["dateOfBirth", { dateOfBirth: "2001-02-30" }],
      ["dateOfBirth", { dateOfBirth: "2999-01-01" }],
      ["dateOfBirth", { dateOfBirth: "1850-01-01" }],
      ["personalDetails.passportExpiry", { personalDetails: { passportExpiry: "tomorrow" } }],
      ["testScores.englishTestDate", { testScores: { englishTestDate: "2090-01-01" } }],
      ["testScores.planToRetake", { testScores: { planToRetake: "yes" } }],
      ["financialInfo.loanRequired", { financialInfo: { loanRequired: 1 } }],
      ["gpa", { gpa: "8.4" }],
      ["personalDetails.city", { personalDetails: { city: "x".repeat(101) } }],
      ["visaHistory.travelHistory", { visaHistory: { travelHistory: "x".repeat(2001) } }],
      [
        "studyPreferences.preferredCountries",
        { studyPreferences: { preferredCountries: Array(21).fill("Peru") } },
      ],
      ["academicInterests", { academicInterests: Array(21).fill("Art") }],
      ["personalDetails.city", { personalDetails: { city: "Pune\u0000" } }],
    ];
    for (const [field, body] of cases) {
      const res = await save(counselor, profileId, body);
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(res.json().error.field, res.body).toBe(field);
    }
    expect((await save(counselor, profileId, { bogus: 1 })).json().error.message).toBe(
      '"bogus" is not a field here',
    );
    expect((await read(counselor, profileId)).json().data.personalDetails).toBeNull();
  });
});

describe("who reaches a student's profile", () => {
  it("another counselor gets the 404 of an unknown id and changes nothing; an admin passes", async () => {
    const { profileId } = await assignedStudent();
    expect((await save(counselor, profileId, FULL)).statusCode).toBe(200);
    const before = (await read(counselor, profileId)).json().data;
    const unknown = "0190d3a0-0000-7000-8000-000000000000";

    for (const call of [
      (h: BrowserHeaders, id: string) => read(h, id),
      (h: BrowserHeaders, id: string) => save(h, id, { personalDetails: { city: "Elsewhere" } }),
      (h: BrowserHeaders, id: string) => setStatus(h, id, { status: "departed" }),
      (h: BrowserHeaders, id: string) =>
        t.app.inject({ method: "GET", url: `/api/students/documents/${id}`, headers: h }),
    ]) {
      const refused = await call(otherCounselor, profileId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual((await call(otherCounselor, unknown)).json());
      expect(refused.json().error.message).toBe("Student not found");
    }
    expect((await read(counselor, profileId)).json().data).toEqual(before);

    const byAdmin = await save(admin, profileId, { ...FULL, institutionName: "IIT Bombay" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.institutionName).toBe("IIT Bombay");
  });

  it("the student themself is refused at the gate: the screen is staff's", async () => {
    const { user, profileId } = await assignedStudent();
    const own = await signIn(t.app, user);
    expect((await read(own, profileId)).statusCode).toBe(403);
    expect((await save(own, profileId, FULL)).statusCode).toBe(403);
    expect((await setStatus(own, profileId, { status: "active" })).statusCode).toBe(403);
  });

  it("a malformed id answers 422 with the message of the spec", async () => {
    const res = await read(counselor, "not-a-uuid");
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "studentId",
      message: "Invalid StudentProfileId format: not-a-uuid. Must be a valid UUID.",
    });
  });
});

describe("a student's status", () => {
  it("moves, tells the student once, and refuses a status that is not one", async () => {
    const { user, profileId } = await assignedStudent();
    const moved = await setStatus(counselor, profileId, { status: "visa_applied" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe("visa_applied");
    // The same status again changes nothing and tells nobody.
    expect((await setStatus(counselor, profileId, { status: "visa_applied" })).statusCode).toBe(200);

    const studentHeaders = await signIn(t.app, user);
    const inbox = await t.app.inject({ method: "GET", url: "/api/notifications", headers: studentHeaders });
    const messages = (inbox.json().data as { title: string; message: string }[]).filter(
      (n) => n.title === "Your status was updated",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        message: 'Your advising team updated your study-abroad status to "Visa applied".',
      }),
    ]);

    const bad = await setStatus(counselor, profileId, { status: "graduated" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("status");
    expect((await read(counselor, profileId)).json().data.status).toBe("visa_applied");
  });

  it("is audited once, under the name a purchase's status change has, on the student", async () => {
    const { user, profileId } = await assignedStudent();
    expect((await setStatus(counselor, profileId, { status: "active" })).statusCode).toBe(200);
    expect((await setStatus(counselor, profileId, { status: "active" })).statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "student.status_changed"), eq(auditEvents.targetId, user.id)));
    expect(events).toEqual([
      expect.objectContaining({
        actorUserId: counselorUser.id,
        targetType: "student",
        details: { from: "inquiry", to: "active", reason: "staff", profileId },
      }),
    ]);
  });
});

describe("a student's documents for their counselor", () => {
  it("lists the student's documents, newest first, without storage keys", async () => {
    const { user, profileId } = await assignedStudent();
    const first = await insertStoredDocument(t.ctx, user.id);
    const second = await insertStoredDocument(t.ctx, user.id);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/students/documents/${profileId}`,
      headers: counselor,
    });
    expect(res.statusCode, res.body).toBe(200);
    const documents = res.json().data as { id: string; studentId: string; status: string }[];
    expect(documents.map((d) => d.id).sort()).toEqual([first, second].sort());
    expect(documents.every((d) => d.studentId === user.id && d.status === "pending")).toBe(true);
    expect(res.body).not.toContain("storageKey");

    const none = await assignedStudent();
    const empty = await t.app.inject({
      method: "GET",
      url: `/api/students/documents/${none.profileId}`,
      headers: counselor,
    });
    expect(empty.json().data).toEqual([]);
  });
});
