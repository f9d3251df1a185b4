import {
  type MatchReason,
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
  /** Preferred countries by their folded spelling, to the spelling the student gave. */
  countries: Map<string, string>;
  /** Fields the student chose, then those their interests name, without repeats. */
  fields: Field[];
  /** Whether the student wrote interests (so an unrecognised text is reported as such). */
  hasInterests: boolean;
  level: ProgramLevel | null;
  budget: number | null;
}

export interface Match {
  matchScore: number;
  /** The weight of the inputs that were known (0-100). */
  knownWeight: number;
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
    countries: new Map(preferences.preferredCountries.map((country) => [normalizeText(country), country])),
    fields: [...new Set([...chosen, ...named])],
    hasInterests: Boolean(preferences.interests?.trim()),
    level: preferences.programLevel,
    budget: preferences.budgetPerYear,
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

/** One input's outcome: a reason when known, else what was unknown. */
type Outcome = { reason: MatchReason } | { unknown: string };

const reason = (text: string, points: number, weight: number, sample: boolean): Outcome => ({
  reason: { text, points, weight, sample },
});

function countryOutcome(profile: ScoringProfile, university: University): Outcome {
  const weight = matchWeights.country;
  if (profile.countries.size === 0) return { unknown: "You have not chosen preferred countries" };
  if (profile.countries.has(normalizeText(university.country)))
    return reason(`In your preferred country, ${university.country}`, weight, weight, false);
  return reason(`Not in your preferred countries (${university.country})`, 0, weight, false);
}

function fieldOutcome(profile: ScoringProfile, university: University): Outcome {
  const weight = matchWeights.field;
  if (profile.fields.length === 0) {
    return {
      unknown: profile.hasInterests
        ? "Your interests name none of the catalogue's fields of study, and you have not chosen any"
        : "You have not chosen fields of study",
    };
  }
  if (university.fieldsOfStudy.length === 0)
    return { unknown: "The catalogue does not list this university's fields of study" };
  const sample = university.sampleFields.includes("fieldsOfStudy");
  const matched = profile.fields.filter((field) => university.fieldsOfStudy.includes(field));
  if (matched.length > 0) {
    const noun = matched.length > 1 ? "fields of study" : "field of study";
    return reason(`Offers ${listOf(matched)}, your ${noun}`, weight, weight, sample);
  }
  return reason(`Does not list your fields of study (${listOf(profile.fields)})`, 0, weight, sample);
}

function levelOutcome(profile: ScoringProfile, university: University): Outcome {
  const weight = matchWeights.level;
  if (profile.level === null) return { unknown: "You have not chosen a program level" };
  if (university.degreeTypes.length === 0)
    return { unknown: "The catalogue does not list this university's degree types" };
  const sample = university.sampleFields.includes("degreeTypes");
  const degree = programLevelDegreeTypes[profile.level];
  if (university.degreeTypes.includes(degree))
    return reason(`Offers ${degree} programs`, weight, weight, sample);
  return reason(`Does not list ${degree} programs`, 0, weight, sample);
}

function budgetOutcome(profile: ScoringProfile, university: University): Outcome {
  const weight = matchWeights.budget;
  if (profile.budget === null) return { unknown: "You have not given a yearly budget" };
  const { min, max } = university.tuitionFees.international;
  if (min === null) return { unknown: "The catalogue has no tuition figure for this university" };
  if (university.currency !== "USD") {
    return {
      unknown: `Tuition is in ${university.currency} and your budget in US dollars; they are not converted`,
    };
  }
  const sample = university.sampleFields.includes("tuitionFees");
  const from = max !== null && max > min ? "from " : "";
  const tuition = `Tuition ${from}${formatAmount(min)} USD a year`;
  const budget = formatAmount(profile.budget);
  if (min <= profile.budget)
    return reason(`${tuition}, within your budget of ${budget}`, weight, weight, sample);
  if (min <= profile.budget * BUDGET_STRETCH)
    return reason(`${tuition}, up to 20% over your budget of ${budget}`, weight / 2, weight, sample);
  return reason(`${tuition}, above your budget of ${budget}`, 0, weight, sample);
}

/** Points by world rank: the best-ranked earn most, any rank earns something. */
export function rankingPoints(rank: number): number {
  if (rank <= 50) return 10;
  if (rank <= 100) return 8;
  if (rank <= 200) return 6;
  if (rank <= 500) return 4;
  return 2;
}

function rankingOutcome(university: University): Outcome {
  const rank = university.ranking.world;
  if (rank === null) return { unknown: "No world rank in the catalogue" };
  const shown = university.ranking.band ?? formatAmount(rank);
  return reason(
    `World rank ${shown}`,
    rankingPoints(rank),
    matchWeights.ranking,
    university.sampleFields.includes("worldRanking"),
  );
}

/** Scores one university for one student (pure: the same inputs always give the same answer). */
export function scoreUniversity(profile: ScoringProfile, university: University): Match {
  const outcomes = [
    countryOutcome(profile, university),
    fieldOutcome(profile, university),
    levelOutcome(profile, university),
    budgetOutcome(profile, university),
    rankingOutcome(university),
  ];
  const known: MatchReason[] = [];
  const unknowns: string[] = [];
  for (const outcome of outcomes) {
    if ("reason" in outcome) known.push(outcome.reason);
    else unknowns.push(outcome.unknown);
  }
  unknowns.push(ENTRY_REQUIREMENTS_UNKNOWN);
  const knownWeight = known.reduce((sum, r) => sum + r.weight, 0);
  const points = known.reduce((sum, r) => sum + r.points, 0);
  // Strongest first; among equal points the heavier input, then the order above (a stable sort).
  const reasons = [...known].sort((a, b) => b.points - a.points || b.weight - a.weight).slice(0, 3);
  const program =
    profile.fields.find((field) => university.fieldsOfStudy.includes(field)) ?? university.specialization;
  return {
    matchScore: knownWeight === 0 ? 0 : Math.round((100 * points) / knownWeight),
    knownWeight,
    reasons,
    unknowns,
    program,
  };
}
