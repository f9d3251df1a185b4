import { type CounselorStudent, unknownStudyPreferences } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import {
  cleanDraft,
  draftFromStudent,
  formatDay,
  parseScore,
  setDraftValue,
  splitList,
} from "./profile-draft";
import { fieldOfPath } from "./profile-fields";

const student: CounselorStudent = {
  id: "0190d3a0-0000-7000-8000-000000000001",
  userId: "0190d3a0-0000-7000-8000-000000000002",
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@gmail.com",
  phone: "+91 98765 43210",
  status: "inquiry",
  dateOfBirth: null,
  currentEducationLevel: "Final year",
  institutionName: null,
  gpa: null,
  academicScoringType: null,
  academicInterests: [],
  personalDetails: { city: "Pune" },
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
  counselor: null,
  updatedAt: "2026-11-25T00:00:00.000Z",
};

describe("the counselor's profile draft", () => {
  it("copies the student with an empty group where one is missing and CGPA as the default scale", () => {
    const draft = draftFromStudent(student);
    expect(draft.personalDetails).toEqual({ city: "Pune" });
    expect(draft.workDetails).toEqual({});
    expect(draft.academicScoringType).toBe("gpa");
    expect(draftFromStudent({ ...student, academicScoringType: "percentage" }).academicScoringType).toBe(
      "percentage",
    );
  });

  it("does not change the student it was copied from", () => {
    const draft = setDraftValue(draftFromStudent(student), "personalDetails.city", "Mumbai");
    expect(draft.personalDetails.city).toBe("Mumbai");
    expect(student.personalDetails?.city).toBe("Pune");
  });

  it("drops empty top-level values and groups whose values are all empty, and always sends the scale", () => {
    let draft = draftFromStudent(student);
    draft = setDraftValue(draft, "currentEducationLevel", "   ");
    draft = setDraftValue(draft, "personalDetails.city", "");
    draft = setDraftValue(draft, "workDetails.jobTitle", "Intern");
    draft = setDraftValue(draft, "workDetails.companyName", "");
    draft = setDraftValue(draft, "testScores.planToRetake", false);
    draft = setDraftValue(draft, "studyPreferences.preferredCountries", []);
    draft = setDraftValue(draft, "gpa", 0);
    expect(cleanDraft(draft)).toEqual({
      academicScoringType: "gpa",
      gpa: 0,
      workDetails: { jobTitle: "Intern" },
      testScores: { planToRetake: false },
    });
  });

  it("reads the score as a number: blank clears it, anything unparsable becomes 0", () => {
    expect(parseScore("8.45")).toBe(8.45);
    expect(parseScore("")).toBeNull();
    expect(parseScore("abc")).toBe(0);
  });

  it("splits lists into trimmed, non-empty entries on their separator", () => {
    expect(splitList(" Germany, Canada ,, ", ",")).toEqual(["Germany", "Canada"]);
    expect(splitList("TU Munich, University of Toronto, ", ", ")).toEqual([
      "TU Munich",
      "University of Toronto",
    ]);
    // Comma plus space: a name with a bare comma stays whole.
    expect(splitList("University of California,Berkeley, MIT", ", ")).toEqual([
      "University of California,Berkeley",
      "MIT",
    ]);
  });

  it("finds the field of a refusal's path, and shows calendar dates the same everywhere", () => {
    expect(fieldOfPath("studyPreferences.preferredCountries.3")).toBe("studyPreferences.preferredCountries");
    expect(fieldOfPath("gpa")).toBe("gpa");
    expect(fieldOfPath("personalDetails")).toBeUndefined();
    expect(formatDay("2001-04-12")).toBe("Apr 12, 2001");
  });
});
