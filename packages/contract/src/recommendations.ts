import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";
import { universityFilterOptions } from "./universities.js";

/** Program levels (spec part 2 §3 programLevel), and the catalogue degree type each one means. */
export const programLevels = ["bachelor", "master", "phd", "diploma", "certificate"] as const;
export const ProgramLevelSchema = z.enum(programLevels);
export type ProgramLevel = z.infer<typeof ProgramLevelSchema>;
export const programLevelDegreeTypes: Record<
  ProgramLevel,
  (typeof universityFilterOptions.degreeTypes)[number]
> = {
  bachelor: "Bachelor's",
  master: "Master's",
  phd: "PhD",
  diploma: "Diploma",
  certificate: "Certificate",
};
export const programLevelLabels: Record<ProgramLevel, string> = {
  bachelor: "Bachelor's",
  master: "Master's",
  phd: "PhD",
  diploma: "Diploma",
  certificate: "Certificate",
};

export const englishTests = ["IELTS", "TOEFL iBT", "PTE Academic", "Duolingo"] as const;
/** The highest score of each English test, so a score out of range is refused. */
export const englishTestMaxScores: Record<(typeof englishTests)[number], number> = {
  IELTS: 9,
  "TOEFL iBT": 120,
  "PTE Academic": 90,
  Duolingo: 160,
};

export const studyPreferenceLimits = {
  countriesMax: 10,
  fieldsMax: 5,
  interestsMax: 500,
  budgetMax: 1_000_000,
} as const;

/**
 * What the match score reads from the student's profile (the "what do you want to study" form on
 * the dashboard). Every field may be unknown (null or empty): an unknown input is listed as such
 * beside the score and left out of it, never guessed.
 */
export const StudyPreferencesSchema = z
  .object({
    preferredCountries: z
      .array(text().trim().min(2).max(100))
      .max(studyPreferenceLimits.countriesMax, `At most ${studyPreferenceLimits.countriesMax} countries`),
    programLevel: ProgramLevelSchema.nullable(),
    fieldsOfStudy: z
      .array(z.enum(universityFilterOptions.fields))
      .max(studyPreferenceLimits.fieldsMax, `At most ${studyPreferenceLimits.fieldsMax} fields`),
    interests: text({ multiline: true }).trim().max(studyPreferenceLimits.interestsMax).nullable(),
    /** Tuition the student can pay per year, in US dollars. */
    budgetPerYear: z
      .number("Enter a yearly budget in US dollars")
      .int("Whole dollars only")
      .min(0)
      .max(studyPreferenceLimits.budgetMax)
      .nullable(),
    /** On a 4.0 scale. */
    gpa: z.number("Enter a GPA such as 3.4").min(0).max(4, "GPA is on a 4.0 scale").nullable(),
    englishTest: z.enum(englishTests).nullable(),
    englishTestScore: z.number("Enter your score").min(0).nullable(),
  })
  .refine(
    (p) =>
      p.englishTest === null ||
      p.englishTestScore === null ||
      p.englishTestScore <= englishTestMaxScores[p.englishTest],
    { message: "That score is above the test's maximum", path: ["englishTestScore"] },
  )
  .refine((p) => p.englishTestScore === null || p.englishTest !== null, {
    message: "Choose the test the score is from",
    path: ["englishTest"],
  });
export type StudyPreferences = z.infer<typeof StudyPreferencesSchema>;

export const StudyPreferencesResponseSchema = z.object({
  preferences: z.object({
    preferredCountries: z.array(z.string()),
    programLevel: ProgramLevelSchema.nullable(),
    fieldsOfStudy: z.array(z.string()),
    interests: z.string().nullable(),
    budgetPerYear: z.number().int().nullable(),
    gpa: z.number().nullable(),
    englishTest: z.enum(englishTests).nullable(),
    englishTestScore: z.number().nullable(),
  }),
  updatedAt: z.string().nullable(),
});
export type StudyPreferencesResponse = z.infer<typeof StudyPreferencesResponseSchema>;

/** One reason behind a score, in plain words. */
export const MatchReasonSchema = z.object({
  text: z.string(),
  /** Points this input earned, of `weight`. */
  points: z.number(),
  weight: z.number(),
  /** The catalogue figure it rests on is a demo figure, not real data ("sample figure" in the UI). */
  sample: z.boolean(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

export const RecommendationSchema = z.object({
  /** The university's id: one recommendation per university. */
  id: z.uuid(),
  university: z.object({
    id: z.uuid(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    website: z.string().nullable(),
  }),
  country: z.string(),
  /** The field of study that matched, else the university's specialization; null when unknown. */
  program: z.string().nullable(),
  /** Tuition per year; null when the catalogue does not have it. */
  tuition: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string(),
      sample: z.boolean(),
    })
    .nullable(),
  ranking: z.number().int().nullable(),
  /** 0-100: the points earned over the weight of the inputs that were known. */
  matchScore: z.number().int(),
  /** The three reasons that weighed most, strongest first. */
  reasons: z.array(MatchReasonSchema),
  /** What the score could not use, in plain words ("entry requirements: not in the catalogue"). */
  unknowns: z.array(z.string()),
  saved: z.boolean(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationListSchema = z.object({
  recommendations: z.array(RecommendationSchema),
  /** Profile inputs the student has not given yet (field names of StudyPreferences). */
  missingPreferences: z.array(z.string()),
  computedAt: z.string(),
});
export type RecommendationList = z.infer<typeof RecommendationListSchema>;

/** `count` recommendations a list shows; a student keeps at most `savedMax` on their shortlist. */
export const recommendationLimits = { count: 12, savedMax: 50 } as const;

const UniversityParams = z.object({ universityId: z.uuid("Invalid university id") });

export const studentProfileEndpoints = {
  getPreferences: defineEndpoint({
    method: "GET",
    path: "/api/students/me/preferences",
    summary: "The caller's study preferences (what the match score reads)",
    tags: ["students"],
    response: StudyPreferencesResponseSchema,
  }),
  updatePreferences: defineEndpoint({
    method: "PUT",
    path: "/api/students/me/preferences",
    summary: "Replace the caller's study preferences",
    tags: ["students"],
    body: StudyPreferencesSchema,
    response: StudyPreferencesResponseSchema,
  }),
} as const;

export const recommendationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/recommendations",
    summary: "Universities matched to the caller's profile, each score with its reasons and unknowns",
    tags: ["recommendations"],
    response: RecommendationListSchema,
  }),
  choose: defineEndpoint({
    method: "PUT",
    path: "/api/recommendations/{universityId}",
    summary: "Save a recommendation to the shortlist, dismiss it, or clear the choice",
    tags: ["recommendations"],
    params: UniversityParams,
    body: z.object({ choice: z.enum(["saved", "dismissed"]).nullable() }),
    response: z.object({ universityId: z.uuid(), choice: z.enum(["saved", "dismissed"]).nullable() }),
  }),
} as const;
