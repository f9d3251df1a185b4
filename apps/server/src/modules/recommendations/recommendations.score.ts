import {
  type MatchReason,
  minKnownFactors,
  type ProgramLevel,
  programLevelDegreeTypes,
  type StudyPreferencesResponse,
  type University,
  universityFilterOptions,
} from "@meridian/contract";
import { normalizeText } from "../universities/universities.text.js";

/**
 * The match score (decision 033). Each input that is known on both sides (the student gave it,
 * the catalogue has the figure) earns points of its weight; the score is the points earned over
 * the weight of the known inputs, 0-100. An unknown input is listed in plain words and left out:
 * never averaged in, never guessed.
 */
export const matchWeights = { country: 30, field: 25, level: 15, budget: 20, ranking: 10 } as const;

/** A university is recommended only when at least this much of the 100 weight was known. */
export const MIN_KNOWN_WEIGHT = 40;

/** Tuition up to this many times the budget earns half the budget's points. */
const BUDGET_STRETCH = 1.2;

/** Said on every recommendation: the catalogue holds no entry requirements to compare with. */
export const ENTRY_REQUIREMENTS_UNKNOWN =
  "Entry requirements are not in the catalogue, so your GPA and test score are not scored";

type Preferences = StudyPreferencesResponse["preferences"];
type Field = (typeof universityFilterOptions.fields)[number];

/** What the score reads of the student, worked out once per request. */
export interface ScoringProfile {
  /** Preferred countries, folded (lower case, no accents). */
  countries: Set<string>;
  /** Fields the student chose, then those their interests name, without repeats. */
  fields: Field[];
  /** Whether the student wrote interests (so an unrecognised text is reported as such). */
  hasInterests: boolean;
  level: ProgramLevel | null;
  budget: number | null;
  /** Whether each catalogue spelling of a country is preferred, filled as universities are scored. */
  countryMatches: Map<string, boolean>;
}

export interface Match {
  /** Null when fewer than `minKnownFactors` factors are known: too little for a percentage. */
  matchScore: number | null;
  /** The weight of the inputs that were known (0-100). */
  knownWeight: number;
  /** How many of `matchFactors` were known on both sides. */
  knownFactors: number;
  /** The three inputs that earned most, strongest first. */
  reasons: MatchReason[];
  unknowns: string[];
  /** The field that matched first, else the university's specialization. */
  program: string | null;
}

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
/** Whole units with thousands separators: 18000.4 -> "18,000". */
export const formatAmount = (value: number) => numberFormat.format(Math.round(value));

export function profileOf(preferences: Preferences): ScoringProfile {
  const chosen = preferences.fieldsOfStudy.filter(isField);
  const named = preferences.interests ? fieldsNamedIn(preferences.interests) : [];
  return {
    countries: new Set(preferences.preferredCountries.map(normalizeText)),
    fields: [...new Set([...chosen, ...named])],
    hasInterests: Boolean(preferences.interests?.trim()),
    level: preferences.programLevel,
    budget: preferences.budgetPerYear,
    countryMatches: new Map(),
  };
}

const isField = (value: string): value is Field =>
  (universityFilterOptions.fields as readonly string[]).includes(value);

// Words of field names that say nothing on their own ("science" is in three fields).
const GENERIC_WORDS = new Set(["and", "&", "science", "sciences", "arts", "social", "natural"]);

const wordsOf = (value: string) => normalizeText(value).split(" ").filter(Boolean);

/** An interest word names a field word: the same word, a start of it (4+ letters), or a longer form. */
function names(interestWord: string, fieldWord: string): boolean {
  if (interestWord === fieldWord) return true;
  if (interestWord.length >= 4 && fieldWord.startsWith(interestWord)) return true;
  return interestWord.startsWith(fieldWord);
}

/**
 * The fields of the catalogue's list that free-text interests name: a field's distinctive word
 * ("robotics engineering" names Engineering, "math" Mathematics), or its whole name when all its
 * words are generic ("social sciences").
 */
export function fieldsNamedIn(interests: string): Field[] {
  const words = wordsOf(interests);
  const text = words.join(" ");
  return universityFilterOptions.fields.filter((field) => {
    const distinctive = wordsOf(field).filter((word) => !GENERIC_WORDS.has(word));
    if (distinctive.length === 0) return text.includes(wordsOf(field).join(" ").replace(/s$/, ""));
    return distinctive.some((fieldWord) => words.some((word) => names(word, fieldWord)));
  });
}

/** Names in plain English: "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * One input of the score. `points` decides (null: unknown on one side or the other) and runs for
 * every candidate, so it allocates nothing; the words are put together only for the universities
 * shown (a request scores up to thousands and shows twelve).
 */
interface Input {
  weight: number;
  points(profile: ScoringProfile, university: University): number | null;
  /** The reason, in plain words, for the points earned. */
  reason(profile: ScoringProfile, university: University, points: number): string;
  /** Why the input is unknown, when `points` is null. */
  unknown(profile: ScoringProfile, university: University): string;
}

/** Countries repeat across the catalogue: each spelling is folded once per profile. */
function inPreferredCountry(profile: ScoringProfile, country: string): boolean {
  let known = profile.countryMatches.get(country);
  if (known === undefined) {
    known = profile.countries.has(normalizeText(country));
    profile.countryMatches.set(country, known);
  }
  return known;
}

const country: Input = {
  weight: matchWeights.country,
  points: (profile, u) =>
    profile.countries.size === 0 ? null : inPreferredCountry(profile, u.country) ? matchWeights.country : 0,
  reason: (_, u, points) =>
    points > 0 ? `In your preferred country, ${u.country}` : `Not in your preferred countries (${u.country})`,
  unknown: () => "You have not chosen preferred countries",
};

const matchedFields = (profile: ScoringProfile, u: University) =>
  profile.fields.filter((field) => u.fieldsOfStudy.includes(field));

const field: Input = {
  weight: matchWeights.field,
  points: (profile, u) => {
    if (profile.fields.length === 0 || u.fieldsOfStudy.length === 0) return null;
    for (const wanted of profile.fields) if (u.fieldsOfStudy.includes(wanted)) return matchWeights.field;
    return 0;
  },
  reason: (profile, u, points) => {
    if (points === 0) return `Does not list your fields of study (${listOf(profile.fields)})`;
    const matched = matchedFields(profile, u);
    return `Offers ${listOf(matched)}, your ${matched.length > 1 ? "fields of study" : "field of study"}`;
  },
  unknown: (profile) => {
    if (profile.fields.length > 0) return "The catalogue does not list this university's fields of study";
    return profile.hasInterests
      ? "Your interests name none of the catalogue's fields of study, and you have not chosen any"
      : "You have not chosen fields of study";
  },
};

const level: Input = {
  weight: matchWeights.level,
  points: (profile, u) => {
    if (profile.level === null || u.degreeTypes.length === 0) return null;
    return u.degreeTypes.includes(programLevelDegreeTypes[profile.level]) ? matchWeights.level : 0;
  },
  reason: (profile, _, points) => {
    // Asked only of a scored factor, and the level is scored only when the profile names one.
    const degree = profile.level === null ? "" : programLevelDegreeTypes[profile.level];
    return points > 0 ? `Offers ${degree} programs` : `Does not list ${degree} programs`;
  },
  unknown: (profile) =>
    profile.level === null
      ? "You have not chosen a program level"
      : "The catalogue does not list this university's degree types",
};

const budget: Input = {
  weight: matchWeights.budget,
  points: (profile, u) => {
    const min = u.tuitionFees.international.min;
    // A budget in US dollars is compared only with tuition in US dollars: no exchange rates here.
    if (profile.budget === null || min === null || u.currency !== "USD") return null;
    if (min <= profile.budget) return matchWeights.budget;
    return min <= profile.budget * BUDGET_STRETCH ? matchWeights.budget / 2 : 0;
  },
  reason: (profile, u, points) => {
    const { min, max } = u.tuitionFees.international;
    const from = max !== null && min !== null && max > min ? "from " : "";
    const verdict = points === matchWeights.budget ? "within" : points > 0 ? "up to 20% over" : "above";
    return `Tuition ${from}${formatAmount(min ?? 0)} USD a year, ${verdict} your budget of ${formatAmount(profile.budget ?? 0)}`;
  },
  unknown: (profile, u) => {
    if (profile.budget === null) return "You have not given a yearly budget";
    if (u.tuitionFees.international.min === null)
      return "The catalogue has no tuition figure for this university";
    return `Tuition is in ${u.currency} and your budget in US dollars; they are not converted`;
  },
};

/** Points by world rank: the best-ranked earn most, any rank earns something. */
export function rankingPoints(rank: number): number {
  if (rank <= 50) return 10;
  if (rank <= 100) return 8;
  if (rank <= 200) return 6;
  if (rank <= 500) return 4;
  return 2;
}

const ranking: Input = {
  weight: matchWeights.ranking,
  points: (_, u) => (u.ranking.world === null ? null : rankingPoints(u.ranking.world)),
  reason: (_, u) => `World rank ${u.ranking.band ?? formatAmount(u.ranking.world ?? 0)}`,
  unknown: () => "No world rank in the catalogue",
};

/** In this order: the order reasons with equal points and weight keep, and unknowns are listed in. */
const INPUTS: readonly Input[] = [country, field, level, budget, ranking];

const scoreOf = (points: number, knownWeight: number, knownFactors: number) =>
  knownFactors < minKnownFactors || knownWeight === 0 ? null : Math.round((100 * points) / knownWeight);

export type QuickScore = Pick<Match, "matchScore" | "knownWeight" | "knownFactors"> & {
  /** Points earned out of the full 100: an unknown factor earns nothing. */
  points: number;
};

/**
 * The order of recommendations: the points that are certain first (earned out of the full 100, an
 * unknown counting nothing), so a well-known match ranks above a barely-known one that scores
 * higher on the little known (decision 073); then the more factors known; then the shown score.
 * Ties keep the order they come in (a stable sort).
 */
export function compareMatches(a: QuickScore, b: QuickScore): number {
  return b.points - a.points || b.knownFactors - a.knownFactors || (b.matchScore ?? 0) - (a.matchScore ?? 0);
}

/** The score alone, for ranking every candidate before the shown ones are explained. */
export function quickScore(profile: ScoringProfile, university: University): QuickScore {
  let knownWeight = 0;
  let points = 0;
  let knownFactors = 0;
  for (const input of INPUTS) {
    const earned = input.points(profile, university);
    if (earned === null) continue;
    knownWeight += input.weight;
    points += earned;
    knownFactors++;
  }
  return { matchScore: scoreOf(points, knownWeight, knownFactors), knownWeight, knownFactors, points };
}

/** Scores one university for one student, with its reasons (pure: the same inputs, the same answer). */
export function scoreUniversity(profile: ScoringProfile, university: University): Match {
  const known: { input: Input; points: number }[] = [];
  const unknowns: string[] = [];
  for (const input of INPUTS) {
    const points = input.points(profile, university);
    if (points === null) unknowns.push(input.unknown(profile, university));
    else known.push({ input, points });
  }
  unknowns.push(ENTRY_REQUIREMENTS_UNKNOWN);
  const knownWeight = known.reduce((sum, k) => sum + k.input.weight, 0);
  const points = known.reduce((sum, k) => sum + k.points, 0);
  // Strongest first; among equal points the heavier input, then the order of INPUTS (a stable sort).
  const reasons = known
    .sort((a, b) => b.points - a.points || b.input.weight - a.input.weight)
    .slice(0, 3)
    .map(({ input, points: earned }) => ({
      text: input.reason(profile, university, earned),
      points: earned,
      weight: input.weight,
    }));
  return {
    matchScore: scoreOf(points, knownWeight, known.length),
    knownWeight,
    knownFactors: known.length,
    reasons,
    unknowns,
    program: matchedFields(profile, university)[0] ?? university.specialization,
  };
}
