import { z } from "zod";
import { defineEndpoint, type EndpointAnswer } from "./common/endpoint.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { UniversityRefSchema, UniversitySchema, universityFilterOptions } from "./universities.js";

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
export type EnglishTest = (typeof englishTests)[number];
/** The highest score of each English test, so a score out of range is refused. */
export const englishTestMaxScores: Record<EnglishTest, number> = {
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

/** The preferences of a student who never saved any: every one unknown. */
export const unknownStudyPreferences: StudyPreferencesResponse = {
  preferences: {
    preferredCountries: [],
    programLevel: null,
    fieldsOfStudy: [],
    interests: null,
    budgetPerYear: null,
    gpa: null,
    englishTest: null,
    englishTestScore: null,
  },
  updatedAt: null,
};

/** One reason behind a score, in plain words. */
export const MatchReasonSchema = z.object({
  text: z.string(),
  /** Points this input earned, of `weight`. */
  points: z.number(),
  weight: z.number(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

/** Tuition per year as the catalogue has it: a range in its currency (either end may be unknown). */
export const TuitionRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string(),
});
export type TuitionRange = z.infer<typeof TuitionRangeSchema>;

/**
 * One recommendation. The spec's display values (university, country, program, tuition, ranking,
 * matchScore) are plain fields a client shows as they are; the details behind them sit beside
 * (`universityDetails`, `tuitionRange`, `rankingBand`), decision 078.
 */
export const RecommendationSchema = z.object({
  /** The university's id: one recommendation per university. */
  id: z.uuid(),
  /** The university's name. */
  university: z.string(),
  universityDetails: UniversityRefSchema,
  country: z.string(),
  /** The field of study that matched, else the university's specialization; null when unknown. */
  program: z.string().nullable(),
  /** Tuition per year in words ("$18,000 – $25,000 a year"); null when the catalogue does not have it. */
  tuition: z.string().nullable(),
  /** The same tuition as figures; null when the catalogue does not have it. */
  tuitionRange: TuitionRangeSchema.nullable(),
  /** The lower bound of the world rank's band, for ordering; shown as `rankingBand`. */
  ranking: z.number().int().nullable(),
  /** The world rank as its source publishes it: a band ("101-150") or a place ("23"). */
  rankingBand: z.string().nullable(),
  /**
   * 0-100: the points earned over the weight of the factors known on both sides; null when fewer
   * than `minKnownFactors` are known, too little to state as a percentage (decision 073).
   */
  matchScore: z.number().int().nullable(),
  /** How much the score knows: `known` of the `of` factors it weighs ("based on 3 of 7 factors"). */
  confidence: z.object({ known: z.number().int(), of: z.number().int() }),
  /** The three reasons that weighed most, strongest first. */
  reasons: z.array(MatchReasonSchema),
  /** What the score could not use, in plain words ("entry requirements: not in the catalogue"). */
  unknowns: z.array(z.string()),
  saved: z.boolean(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** A fee without cents in its own currency, e.g. "$12,500" or "CA$12,500". */
function formatFee(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    // An unknown currency code must not break the card.
    return `${currency} ${Math.round(amount).toLocaleString("en-US")}`;
  }
}

/** "$18,000 – $25,000 a year" (one figure when the ends agree or one is unknown), or null when both are. */
export function formatYearlyTuition(range: TuitionRange | null): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  const { min, max, currency } = range;
  const figures =
    min !== null && max !== null && min !== max
      ? `${formatFee(min, currency)} – ${formatFee(max, currency)}`
      : formatFee((min ?? max) as number, currency);
  return `${figures} a year`;
}

/** Beside the list of recommendations: what the student has not told yet, and when it was scored. */
export const RecommendationListMetaSchema = z.object({
  total: z.number().int(),
  /** Profile inputs the student has not given yet (field names of StudyPreferences). */
  missingPreferences: z.array(z.string()),
  computedAt: z.string(),
});

/**
 * The factors a match weighs: the first five from the catalogue, GPA and English test against
 * entry requirements the catalogue does not hold yet (so they are never known today).
 */
export const matchFactors = ["country", "field", "level", "budget", "ranking", "gpa", "englishTest"] as const;
/** A score resting on fewer known factors than this is shown as "not enough known", not a percentage. */
export const minKnownFactors = 2;

/** `count` recommendations a list shows; a student keeps at most `savedMax` on their shortlist. */
export const recommendationLimits = { count: 12, savedMax: 50 } as const;

/** The student's shortlist: the universities they saved, newest save first, as the catalogue has them. */
export const ShortlistSchema = z.object({
  universities: z.array(z.object({ university: UniversitySchema, savedAt: z.string() })),
  /** How many a shortlist holds at most (`recommendationLimits.savedMax`). */
  limit: z.number().int(),
});
export type Shortlist = z.infer<typeof ShortlistSchema>;

const UniversityParams = z.object({ universityId: recordId("university") });

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
    response: z.array(RecommendationSchema),
    meta: RecommendationListMetaSchema,
  }),
  shortlist: defineEndpoint({
    method: "GET",
    path: "/api/recommendations/shortlist",
    summary: "The caller's shortlist: every university they saved, newest first, with its catalogue facts",
    tags: ["recommendations"],
    response: ShortlistSchema,
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

/** The caller's recommendations and, in `meta`, what their scores could not weigh. */
export type RecommendationList = EndpointAnswer<typeof recommendationEndpoints.list>;
