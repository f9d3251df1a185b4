import {
  academicScoringTypeLabels,
  applicationUrgencyLabels,
  campusPreferenceLabels,
  employmentStatusLabels,
  fundingSourceLabels,
  genderLabels,
  institutionTypeLabels,
  intakeLabels,
  preferredLanguageLabels,
  programLevelLabels,
  qualificationLabels,
  type StudentProfileGroupName,
  studentProfileGroupLabels,
} from "@meridian/contract";
import type { ListSeparator } from "./profile-draft";

/** How a field is shown and edited. */
export type FieldKind =
  | { kind: "text" }
  | { kind: "textarea" }
  | { kind: "date" }
  | { kind: "score" }
  | { kind: "select"; options: Record<string, string> }
  | { kind: "yes-no" }
  | { kind: "list"; separator: ListSeparator }
  /** The account's own value (name, contact number, email): shown, never edited here. */
  | { kind: "account"; value: "name" | "phone" | "email" }
  /** A study preference the student keeps on their dashboard: shown as they saved it, not edited here. */
  | { kind: "student"; value: StudentPreferenceValue };

/** The student's own study preferences the counselor's screen shows (and does not edit). */
type StudentPreferenceValue = "fieldsOfStudy" | "interests" | "budgetPerYear" | "gpa" | "englishTest";

/** Whether a field is shown only (the account's and the student's own values). */
export function isViewOnly(field: ProfileField): field is ProfileField & { kind: "account" | "student" } {
  return field.kind === "account" || field.kind === "student";
}

const STUDENT_KEPT = "The student's own: they change it in their study preferences.";
const student = (value: StudentPreferenceValue, label: string): ProfileField => ({
  path: `student.${value}`,
  label,
  kind: "student",
  value,
  hint: STUDENT_KEPT,
});
/** Fields that are the student's study preferences themselves: saved here, seen by both sides. */
const SHARED = "Shared with the study preferences the recommendations read.";

/** One field of a card: `path` is a top-level field or "group.field" (the save's names). */
export type ProfileField = { path: string; label: string; hint?: string } & FieldKind;

export interface ProfileCard {
  id: string;
  /** The group of the profile the card shows (its completeness counts the card's fields). */
  group: StudentProfileGroupName;
  title: string;
  fields: ProfileField[];
}

const text = (path: string, label: string): ProfileField => ({ path, label, kind: "text" });
const note = (path: string, label: string): ProfileField => ({ path, label, kind: "textarea" });
const date = (path: string, label: string): ProfileField => ({ path, label, kind: "date" });
const select = (path: string, label: string, options: Record<string, string>): ProfileField => ({
  path,
  label,
  kind: "select",
  options,
});
const yesNo = (path: string, label: string): ProfileField => ({ path, label, kind: "yes-no" });

/** The ten cards of the Details section (spec part 2 §2), in order, with the fields of §3. */
export const profileCards: ProfileCard[] = [
  {
    id: "personal",
    group: "personalDetails",
    title: studentProfileGroupLabels.personalDetails,
    fields: [
      { path: "account.name", label: "Signup name", kind: "account", value: "name" },
      text("personalDetails.passportFirstName", "Passport first name"),
      text("personalDetails.passportLastName", "Passport last name"),
      date("dateOfBirth", "Date of birth"),
      select("personalDetails.gender", "Gender", genderLabels),
      text("personalDetails.nationality", "Nationality"),
      { path: "account.phone", label: "Contact number", kind: "account", value: "phone" },
      {
        ...text("personalDetails.whatsappNumber", "WhatsApp number"),
        hint: "Leave blank when it is the contact number.",
      },
      {
        path: "account.email",
        label: "Email",
        kind: "account",
        value: "email",
        hint: "Email cannot be changed. Contact support if needed.",
      },
      text("personalDetails.address", "Address"),
      text("personalDetails.city", "City"),
      text("personalDetails.country", "Country"),
      text("personalDetails.passportNumber", "Passport number"),
      date("personalDetails.passportExpiry", "Passport expiry"),
    ],
  },
  {
    id: "academic",
    group: "academicDetails",
    title: studentProfileGroupLabels.academicDetails,
    fields: [
      text("currentEducationLevel", "Current education level"),
      text("institutionName", "Institution"),
      select("academicDetails.highestQualification", "Highest qualification", qualificationLabels),
      select("academicScoringType", "Scoring type", academicScoringTypeLabels),
      { path: "gpa", label: "Academic score", kind: "score" },
      student("gpa", "GPA (4.0 scale)"),
      text("academicDetails.academicYear", "Academic year"),
      { path: "academicInterests", label: "Academic interests", kind: "list", separator: "," },
      note("academicDetails.academicGaps", "Academic gaps"),
    ],
  },
  {
    id: "work",
    group: "workDetails",
    title: studentProfileGroupLabels.workDetails,
    fields: [
      select("workDetails.employmentStatus", "Employment status", employmentStatusLabels),
      text("workDetails.jobTitle", "Job title"),
      text("workDetails.companyName", "Company"),
      text("workDetails.workDuration", "Duration"),
      note("workDetails.jobResponsibilities", "Responsibilities"),
    ],
  },
  {
    id: "tests",
    group: "testScores",
    title: studentProfileGroupLabels.testScores,
    fields: [
      student("englishTest", "English test (student's)"),
      text("testScores.englishTestScore", "English test score"),
      text("testScores.englishBandScores", "English band scores"),
      date("testScores.englishTestDate", "English test date"),
      text("testScores.standardizedTestScore", "Standardized test score"),
      date("testScores.standardizedTestDate", "Standardized test date"),
      yesNo("testScores.planToRetake", "Plans to retake"),
    ],
  },
  {
    id: "study",
    group: "studyPreferences",
    title: studentProfileGroupLabels.studyPreferences,
    fields: [
      {
        path: "studyPreferences.preferredCountries",
        label: "Preferred countries",
        kind: "list",
        separator: ",",
        hint: `${SHARED} Countries of the catalogue, at most 10.`,
      },
      select("studyPreferences.preferredIntake", "Preferred intake", intakeLabels),
      { ...select("studyPreferences.programLevel", "Program level", programLevelLabels), hint: SHARED },
      student("fieldsOfStudy", "Fields of study"),
      student("interests", "Interests"),
      note("studyPreferences.countryChoiceReason", "Why these countries"),
      note("studyPreferences.studyGoals", "Study goals"),
    ],
  },
  {
    id: "universities",
    group: "universityPreferences",
    title: studentProfileGroupLabels.universityPreferences,
    fields: [
      {
        path: "universityPreferences.preferredUniversities",
        label: "Preferred universities",
        kind: "list",
        separator: ", ",
      },
      text("universityPreferences.preferredLocation", "Preferred location"),
      select("universityPreferences.institutionType", "Type of institution", institutionTypeLabels),
      select("universityPreferences.campusPreference", "Campus setting", campusPreferenceLabels),
    ],
  },
  {
    id: "finance",
    group: "financialInfo",
    title: studentProfileGroupLabels.financialInfo,
    fields: [
      student("budgetPerYear", "Yearly tuition budget (student's)"),
      text("financialInfo.estimatedBudget", "Estimated budget"),
      select("financialInfo.fundingSource", "Funding source", fundingSourceLabels),
      yesNo("financialInfo.loanRequired", "Loan required"),
      note("financialInfo.financialConstraints", "Financial constraints"),
    ],
  },
  {
    id: "visa",
    group: "visaHistory",
    title: studentProfileGroupLabels.visaHistory,
    fields: [
      note("visaHistory.previousVisaApplications", "Previous visa applications"),
      note("visaHistory.visaOutcomes", "Visa outcomes"),
      note("visaHistory.travelHistory", "Travel history"),
      note("visaHistory.immigrationIssues", "Immigration issues"),
    ],
  },
  {
    id: "family",
    group: "familyDetails",
    title: studentProfileGroupLabels.familyDetails,
    fields: [
      note("familyDetails.fatherDetails", "Father"),
      note("familyDetails.motherDetails", "Mother"),
      text("familyDetails.familyIncome", "Family income"),
      note("familyDetails.familyMembers", "Family members"),
      note("familyDetails.relativesAbroad", "Relatives abroad"),
      text("familyDetails.sponsor", "Sponsor"),
      text("familyDetails.emergencyContact", "Emergency contact"),
    ],
  },
  {
    id: "additional",
    group: "additionalInfo",
    title: studentProfileGroupLabels.additionalInfo,
    fields: [
      note("additionalInfo.careerGoals", "Career goals"),
      note("additionalInfo.specialNeeds", "Special needs"),
      select("additionalInfo.preferredLanguage", "Preferred language", preferredLanguageLabels),
      text("additionalInfo.referralSource", "Referral source"),
      select("additionalInfo.applicationUrgency", "Application urgency", applicationUrgencyLabels),
      note("additionalInfo.importantDeadlines", "Important deadlines"),
    ],
  },
];

/** Every editable field's path, in screen order (a refusal's first field takes the focus). */
export const editablePaths: string[] = profileCards.flatMap((card) =>
  card.fields.filter((field) => !isViewOnly(field)).map((field) => field.path),
);

/**
 * The field a refusal's path belongs to: "studyPreferences.preferredCountries.3" is the countries
 * field; a path of no field (a whole group) is undefined.
 */
export function fieldOfPath(path: string): string | undefined {
  const parts = path.split(".");
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join(".");
    if (editablePaths.includes(candidate)) return candidate;
  }
  return undefined;
}
