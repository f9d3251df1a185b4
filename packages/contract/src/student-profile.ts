import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { personContact } from "./common/person.js";
import { text } from "./common/text.js";
import {
  ProgramLevelSchema,
  StudyPreferencesResponseSchema,
  studyPreferenceLimits,
} from "./recommendations.js";
import { StudentProfileIdParamsSchema, StudentStatusSchema } from "./students.js";

/**
 * The student as a counselor reads and keeps them (spec part 2 §2 "Counselor-side student profile
 * screen", §3 "Student as read by a counselor", §5 "Counselor profile save"). The counselor keeps
 * the ten groups and the academic fields; the account's name, email and phone stay the student's.
 */

// ---- Enumerations (spec part 2 §3 "Profile form enumerations"), each with its labels ----

export const genders = ["male", "female", "other", "prefer-not-to-say"] as const;
export const genderLabels: Record<(typeof genders)[number], string> = {
  male: "Male",
  female: "Female",
  other: "Other",
  "prefer-not-to-say": "Prefer not to say",
};

export const qualifications = ["high-school", "diploma", "bachelors", "masters", "phd"] as const;
export const qualificationLabels: Record<(typeof qualifications)[number], string> = {
  "high-school": "High school",
  diploma: "Diploma",
  bachelors: "Bachelor's degree",
  masters: "Master's degree",
  phd: "PhD",
};

export const academicScoringTypes = ["gpa", "percentage", "grade"] as const;
export type AcademicScoringType = (typeof academicScoringTypes)[number];
export const academicScoringTypeLabels: Record<AcademicScoringType, string> = {
  gpa: "CGPA",
  percentage: "Percentage",
  grade: "Grade",
};
/**
 * The highest academic score of each scoring type: a CGPA on a scale up to 10, a percentage up to
 * 100, a numeric grade up to 20 (the longest grading scale in common use, e.g. France's 0-20).
 */
export const academicScoreMax: Record<AcademicScoringType, number> = { gpa: 10, percentage: 100, grade: 20 };

export const employmentStatuses = ["student", "employed", "unemployed", "freelancer", "intern"] as const;
export const employmentStatusLabels: Record<(typeof employmentStatuses)[number], string> = {
  student: "Student",
  employed: "Employed",
  unemployed: "Unemployed",
  freelancer: "Freelancer",
  intern: "Intern",
};

export const intakes = ["fall", "spring", "summer", "winter"] as const;
export const intakeLabels: Record<(typeof intakes)[number], string> = {
  fall: "Fall",
  spring: "Spring",
  summer: "Summer",
  winter: "Winter",
};

export const institutionTypes = ["public", "private", "community", "liberal_arts", "research"] as const;
export const institutionTypeLabels: Record<(typeof institutionTypes)[number], string> = {
  public: "Public",
  private: "Private",
  community: "Community college",
  liberal_arts: "Liberal arts",
  research: "Research university",
};

export const campusPreferences = ["urban", "suburban", "rural", "online"] as const;
export const campusPreferenceLabels: Record<(typeof campusPreferences)[number], string> = {
  urban: "Urban",
  suburban: "Suburban",
  rural: "Rural",
  online: "Online",
};

export const fundingSources = ["self", "family", "scholarship", "loan", "employer", "mixed"] as const;
export const fundingSourceLabels: Record<(typeof fundingSources)[number], string> = {
  self: "Self-funded",
  family: "Family",
  scholarship: "Scholarship",
  loan: "Loan",
  employer: "Employer",
  mixed: "Mixed",
};

export const preferredLanguages = ["english", "hindi", "spanish", "french", "mandarin", "other"] as const;
export const preferredLanguageLabels: Record<(typeof preferredLanguages)[number], string> = {
  english: "English",
  hindi: "Hindi",
  spanish: "Spanish",
  french: "French",
  mandarin: "Mandarin",
  other: "Other",
};

export const applicationUrgencies = ["low", "normal", "high", "urgent"] as const;
export const applicationUrgencyLabels: Record<(typeof applicationUrgencies)[number], string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

// ---- Field kinds ----

export const studentProfileLimits = {
  shortText: 200,
  longText: 2000,
  listItems: 20,
  listItem: 200,
} as const;

/** A single-line value; blank means "not known" (dropped when saved). */
const short = (max: number = studentProfileLimits.shortText) =>
  text().trim().max(max, `At most ${max} characters`).nullable().optional();
/** A multi-line note. */
const long = () =>
  text({ multiline: true })
    .trim()
    .max(studentProfileLimits.longText, `At most ${studentProfileLimits.longText} characters`)
    .nullable()
    .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, `Choose a ${what} from the list`).nullable().optional();
const flag = () => z.boolean("Choose yes or no").nullable().optional();
const list = (max: number = studentProfileLimits.listItem) =>
  z
    .array(text().trim().max(max, `At most ${max} characters each`))
    .max(studentProfileLimits.listItems, `At most ${studentProfileLimits.listItems} entries`)
    .nullable()
    .optional();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today's date and `years` from now, as YYYY-MM-DD (read when a value is checked). */
const isoDay = (yearsAhead = 0) => {
  const now = new Date();
  now.setUTCFullYear(now.getUTCFullYear() + yearsAhead);
  return now.toISOString().slice(0, 10);
};
/** A calendar date (YYYY-MM-DD) between `min` and `max` (a date, or one computed when checked). */
const isoDate = (min: string, max: () => string, tooLate: string) =>
  text()
    .regex(ISO_DATE, "Enter a date as YYYY-MM-DD")
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDay(value),
      "Enter a real date",
    )
    .refine((value) => value >= min, `Enter a date from ${min} on`)
    .refine((value) => value <= max(), tooLate)
    .nullable()
    .optional();
function isRealDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}
const testDate = () => isoDate("1990-01-01", () => isoDay(2), "A test date can be at most two years ahead");

/** A group of the profile: every field optional; a key that is not one of its fields is refused. */
const group = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

// ---- The ten groups (spec part 2 §3) ----

export const PersonalDetailsSchema = group({
  passportFirstName: short(100),
  passportLastName: short(100),
  gender: choice(genders, "gender"),
  nationality: short(100),
  /** Blank means the same as the contact number. */
  whatsappNumber: short(40),
  address: short(300),
  city: short(100),
  country: short(100),
  passportNumber: short(40),
  passportExpiry: isoDate("1990-01-01", () => "2100-12-31", "Enter a date before 2101"),
});

export const AcademicDetailsSchema = group({
  highestQualification: choice(qualifications, "qualification"),
  academicYear: short(50),
  academicGaps: long(),
});

export const WorkDetailsSchema = group({
  jobTitle: short(150),
  companyName: short(),
  workDuration: short(100),
  employmentStatus: choice(employmentStatuses, "employment status"),
  jobResponsibilities: long(),
});

export const TestScoresSchema = group({
  englishTestScore: short(100),
  englishBandScores: short(),
  englishTestDate: testDate(),
  standardizedTestScore: short(100),
  standardizedTestDate: testDate(),
  planToRetake: flag(),
});

/**
 * The preferred countries and the program level are the student's study preferences themselves
 * (the record `/api/students/me/preferences` keeps and the recommendations read): one store, so
 * the counselor reads and saves what the student saved, with the student's rules (catalogue
 * countries, at most ten).
 */
export const StudyPreferencesGroupSchema = group({
  preferredCountries: z
    .array(text().trim().max(100, "At most 100 characters each"))
    .max(studyPreferenceLimits.countriesMax, `At most ${studyPreferenceLimits.countriesMax} countries`)
    .nullable()
    .optional(),
  preferredIntake: choice(intakes, "intake"),
  programLevel: ProgramLevelSchema.nullable().optional(),
  countryChoiceReason: long(),
  studyGoals: long(),
});

export const UniversityPreferencesSchema = group({
  preferredUniversities: list(),
  preferredLocation: short(),
  institutionType: choice(institutionTypes, "type of institution"),
  campusPreference: choice(campusPreferences, "campus setting"),
});

export const FinancialInfoSchema = group({
  estimatedBudget: short(100),
  fundingSource: choice(fundingSources, "funding source"),
  loanRequired: flag(),
  financialConstraints: long(),
});

export const VisaHistorySchema = group({
  previousVisaApplications: long(),
  visaOutcomes: long(),
  travelHistory: long(),
  immigrationIssues: long(),
});

export const FamilyDetailsSchema = group({
  fatherDetails: long(),
  motherDetails: long(),
  familyIncome: short(100),
  familyMembers: long(),
  relativesAbroad: long(),
  sponsor: short(300),
  emergencyContact: short(300),
});

export const AdditionalInfoSchema = group({
  careerGoals: long(),
  specialNeeds: long(),
  preferredLanguage: choice(preferredLanguages, "language"),
  referralSource: short(),
  applicationUrgency: choice(applicationUrgencies, "urgency"),
  importantDeadlines: long(),
});

/** The ten groups by name, in the order the screen shows them. */
export const studentProfileGroupSchemas = {
  personalDetails: PersonalDetailsSchema,
  academicDetails: AcademicDetailsSchema,
  workDetails: WorkDetailsSchema,
  testScores: TestScoresSchema,
  studyPreferences: StudyPreferencesGroupSchema,
  universityPreferences: UniversityPreferencesSchema,
  financialInfo: FinancialInfoSchema,
  visaHistory: VisaHistorySchema,
  familyDetails: FamilyDetailsSchema,
  additionalInfo: AdditionalInfoSchema,
} as const;
export type StudentProfileGroupName = keyof typeof studentProfileGroupSchemas;
export const studentProfileGroupNames = Object.keys(studentProfileGroupSchemas) as StudentProfileGroupName[];
export type StudentProfileGroups = {
  [G in StudentProfileGroupName]: z.output<(typeof studentProfileGroupSchemas)[G]>;
};

/** Each group as the profile screens title it. */
export const studentProfileGroupLabels: Record<StudentProfileGroupName, string> = {
  personalDetails: "Basic Personal Information",
  academicDetails: "Academic Background",
  workDetails: "Work Experience",
  testScores: "Test Scores",
  studyPreferences: "Study Abroad Preferences",
  universityPreferences: "University Preferences",
  financialInfo: "Financial Information",
  visaHistory: "Visa & Travel History",
  familyDetails: "Family Details",
  additionalInfo: "Additional Details",
};

/**
 * The groups the recommendations read: the match score weighs the preferred countries and the
 * program level of the study-preferences group (the student's own preference columns). No other
 * group's field reaches the score today; a group joins this list when one does.
 */
export const recommendationProfileGroups: readonly StudentProfileGroupName[] = ["studyPreferences"];

/** The top-level fields that count towards a group's completeness (shown on that group's card). */
const topLevelFieldsOfGroup: Partial<Record<StudentProfileGroupName, readonly string[]>> = {
  personalDetails: ["dateOfBirth"],
  // The scoring type alone is not a value: it is the scale of a score and always sent.
  academicDetails: ["currentEducationLevel", "institutionName", "gpa", "academicInterests"],
};

export const ProfileCompletenessSchema = z.object({
  /** The share of the ten groups that hold at least one value, 0-100, rounded down. */
  percent: z.number().int().min(0).max(100),
  filledGroups: z.array(
    z.enum(studentProfileGroupNames as [StudentProfileGroupName, ...StudentProfileGroupName[]]),
  ),
  /** The groups with no value: those the recommendations read first, then the screen's order. */
  missingGroups: z.array(
    z.object({
      group: z.enum(studentProfileGroupNames as [StudentProfileGroupName, ...StudentProfileGroupName[]]),
      label: z.string(),
      improvesRecommendations: z.boolean(),
    }),
  ),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompletenessSchema>;

const holdsValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(holdsValue);
  return true;
};

/**
 * How complete a kept profile is (decision 098): a group counts as filled when any of its fields (or
 * the top-level fields its card shows) holds a value. One function for the server's answer and
 * any screen that shows the meter.
 */
export function profileCompleteness(profile: Record<string, unknown>): ProfileCompleteness {
  const filled = (name: StudentProfileGroupName): boolean => {
    const group = profile[name];
    const inGroup =
      typeof group === "object" && group !== null && Object.values(group).some((value) => holdsValue(value));
    return inGroup || (topLevelFieldsOfGroup[name] ?? []).some((key) => holdsValue(profile[key]));
  };
  const filledGroups = studentProfileGroupNames.filter(filled);
  const missing = studentProfileGroupNames.filter((name) => !filled(name));
  const feeds = (name: StudentProfileGroupName) => recommendationProfileGroups.includes(name);
  return {
    percent: Math.floor((filledGroups.length * 100) / studentProfileGroupNames.length),
    filledGroups,
    missingGroups: [...missing.filter(feeds), ...missing.filter((name) => !feeds(name))].map((group) => ({
      group,
      label: studentProfileGroupLabels[group],
      improvesRecommendations: feeds(group),
    })),
  };
}

// ---- The read (spec part 2 §3 "Student as read by a counselor") ----

const storedGroup = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => z.object(schema.shape).nullable();

export const CounselorStudentSchema = z.object({
  /** The student's profile id (the id counselor routes take). */
  id: z.uuid(),
  /** The student's account id. */
  userId: z.uuid(),
  ...personContact,
  phone: z.string().nullable(),
  status: StudentStatusSchema,
  dateOfBirth: z.string().nullable(),
  currentEducationLevel: z.string().nullable(),
  institutionName: z.string().nullable(),
  gpa: z.number().nullable(),
  academicScoringType: z.enum(academicScoringTypes).nullable(),
  academicInterests: z.array(z.string()),
  personalDetails: storedGroup(PersonalDetailsSchema),
  academicDetails: storedGroup(AcademicDetailsSchema),
  workDetails: storedGroup(WorkDetailsSchema),
  testScores: storedGroup(TestScoresSchema),
  studyPreferences: storedGroup(StudyPreferencesGroupSchema),
  universityPreferences: storedGroup(UniversityPreferencesSchema),
  financialInfo: storedGroup(FinancialInfoSchema),
  visaHistory: storedGroup(VisaHistorySchema),
  familyDetails: storedGroup(FamilyDetailsSchema),
  additionalInfo: storedGroup(AdditionalInfoSchema),
  /**
   * The study preferences as the student saved them (the same record the student's form and the
   * recommendations read): shown to the counselor as the student's, not edited in the save below
   * except through `studyPreferences.preferredCountries` and `studyPreferences.programLevel`.
   */
  studentPreferences: StudyPreferencesResponseSchema,
  /** The counselor who works the student now; null when none is assigned. */
  counselor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type CounselorStudent = z.infer<typeof CounselorStudentSchema>;

// ---- The save (spec part 2 §5 "Counselor profile save") ----

const academicFields = {
  dateOfBirth: isoDate("1900-01-01", () => isoDay(), "A date of birth cannot be in the future"),
  currentEducationLevel: short(100),
  institutionName: short(),
  /** The academic score ("GPA" on the screen), on the scale `academicScoringType` names. */
  gpa: z.number("Enter a number such as 8.4").min(0, "A score cannot be negative").nullable().optional(),
  academicScoringType: choice(academicScoringTypes, "scoring type"),
  academicInterests: list(100),
};

/** The keys the save writes: the academic fields and the ten groups. */
const writableShape = {
  ...academicFields,
  personalDetails: PersonalDetailsSchema.nullable().optional(),
  academicDetails: AcademicDetailsSchema.nullable().optional(),
  workDetails: WorkDetailsSchema.nullable().optional(),
  testScores: TestScoresSchema.nullable().optional(),
  studyPreferences: StudyPreferencesGroupSchema.nullable().optional(),
  universityPreferences: UniversityPreferencesSchema.nullable().optional(),
  financialInfo: FinancialInfoSchema.nullable().optional(),
  visaHistory: VisaHistorySchema.nullable().optional(),
  familyDetails: FamilyDetailsSchema.nullable().optional(),
  additionalInfo: AdditionalInfoSchema.nullable().optional(),
};

type ReadShape = typeof CounselorStudentSchema.shape;
type ReadOnlyKey = Exclude<keyof ReadShape, keyof typeof writableShape>;

/**
 * The keys the read answers that the save does not write (the ids, the account's name, email and
 * phone, the status, the student's own preferences, the counselor, the time of the last change):
 * the one list of them, taken from the read's schema. A client that sends back the student it
 * read, one field changed, has them accepted and ignored.
 */
export const counselorStudentReadOnlyKeys = (
  Object.keys(CounselorStudentSchema.shape) as (keyof ReadShape)[]
).filter((key): key is ReadOnlyKey => !Object.hasOwn(writableShape, key));

/**
 * Each read-only key, whatever it holds: a copy sent back passes and is dropped before anything
 * is written, so its value is never stored and needs no checking (nor the text rules of text()).
 */
const readOnlyShape = Object.fromEntries(
  counselorStudentReadOnlyKeys.map((key) => [
    key,
    z.unknown().optional().meta({ description: "Read-only: accepted and ignored." }),
  ]),
) as { [K in ReadOnlyKey]: z.ZodOptional<z.ZodUnknown> };

/** The body without its read-only keys: what the save writes from. */
function writableOf<T extends Record<string, unknown>>(body: T): Omit<T, ReadOnlyKey> {
  return Object.fromEntries(
    Object.entries(body).filter(([key]) => Object.hasOwn(writableShape, key)),
  ) as Omit<T, ReadOnlyKey>;
}

/** The save's body before its cross-field check: the kept profile and the read's read-only keys. */
const StudentProfileBodySchema = z.strictObject({ ...writableShape, ...readOnlyShape });

/** The one cross-field check of a save: a score is within its scale's maximum. */
function scoreWithinScale(
  body: { gpa?: number | null; academicScoringType?: AcademicScoringType | null },
  ctx: z.RefinementCtx,
): void {
  if (body.gpa === null || body.gpa === undefined) return;
  const type = body.academicScoringType ?? "gpa";
  if (body.gpa > academicScoreMax[type]) {
    ctx.addIssue({
      code: "custom",
      message: `A ${academicScoringTypeLabels[type]} score is at most ${academicScoreMax[type]}`,
      path: ["gpa"],
    });
  }
}

/**
 * The counselor's save: the whole profile the counselor keeps, as the screen's cleaned draft
 * sends it. A field or group left out, null or blank is cleared (the draft drops empty values);
 * a key of the read that the save does not write is accepted and ignored; any other key is
 * refused with a 422 naming it.
 */
export const UpdateStudentProfileSchema =
  StudentProfileBodySchema.superRefine(scoreWithinScale).transform(writableOf);
export type UpdateStudentProfile = z.output<typeof UpdateStudentProfileSchema>;
export type UpdateStudentProfileInput = z.input<typeof UpdateStudentProfileSchema>;

/**
 * The student's own save (decision 098): the same schema without the read's read-only keys, so the
 * same fields pass with the same rules, and a staff-only key (status, the counselor, the ids,
 * the account's fields) is refused by name as an unknown key, never ignored.
 */
export const UpdateOwnStudentProfileSchema = StudentProfileBodySchema.omit(
  Object.fromEntries(counselorStudentReadOnlyKeys.map((key) => [key, true])) as { [K in ReadOnlyKey]: true },
).superRefine(scoreWithinScale);
export type UpdateOwnStudentProfileInput = z.input<typeof UpdateOwnStudentProfileSchema>;

// ---- The student's own profile (decision 098) ----

/**
 * The profile as the student reads it: the fields and groups they keep (the counselor's read
 * without the staff-only keys), when it last changed (null before the first save), and how
 * complete it is.
 */
export const OwnStudentProfileSchema = CounselorStudentSchema.pick({
  dateOfBirth: true,
  currentEducationLevel: true,
  institutionName: true,
  gpa: true,
  academicScoringType: true,
  academicInterests: true,
  personalDetails: true,
  academicDetails: true,
  workDetails: true,
  testScores: true,
  studyPreferences: true,
  universityPreferences: true,
  financialInfo: true,
  visaHistory: true,
  familyDetails: true,
  additionalInfo: true,
}).extend({
  updatedAt: z.string().nullable(),
  completeness: ProfileCompletenessSchema,
});
export type OwnStudentProfile = z.infer<typeof OwnStudentProfileSchema>;

export const ownStudentProfileEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/students/me/profile",
    summary: "The caller's own study profile (the ten groups their counselor sees) and its completeness",
    tags: ["student-profile"],
    response: OwnStudentProfileSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/students/me/profile",
    summary:
      "Save the caller's own study profile (the whole of it: what is left out is cleared; staff-only keys are refused)",
    tags: ["student-profile"],
    body: UpdateOwnStudentProfileSchema,
    response: OwnStudentProfileSchema,
  }),
} as const;

export const StudentStatusUpdateSchema = z.strictObject({
  status: z.enum(StudentStatusSchema.options, "Choose a status from the list"),
});

export const counselorStudentEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/counselor/student/{studentId}",
    summary: "A student as their counselor (or an admin) reads them: the account and the kept profile",
    tags: ["student-profile"],
    params: StudentProfileIdParamsSchema,
    response: CounselorStudentSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/counselor/update-student-profile/{studentId}",
    summary:
      "Save the profile a counselor keeps for a student (the whole of it: what is left out is cleared)",
    tags: ["student-profile"],
    params: StudentProfileIdParamsSchema,
    body: UpdateStudentProfileSchema,
    response: CounselorStudentSchema,
  }),
  setStatus: defineEndpoint({
    method: "PUT",
    path: "/api/counselor/student/{studentId}/status",
    summary: "Move a student to another status; the student is told",
    tags: ["student-profile"],
    params: StudentProfileIdParamsSchema,
    body: StudentStatusUpdateSchema,
    response: CounselorStudentSchema,
  }),
} as const;
