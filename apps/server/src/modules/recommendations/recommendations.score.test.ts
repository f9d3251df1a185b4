import { type StudyPreferencesResponse, type University, unknownStudyPreferences } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import {
  compareMatches,
  ENTRY_REQUIREMENTS_UNKNOWN,
  fieldsNamedIn,
  formatAmount,
  listOf,
  profileOf,
  quickScore,
  rankingPoints,
  scoreUniversity,
} from "./recommendations.score.js";

type Preferences = StudyPreferencesResponse["preferences"];

const NOTHING: Preferences = unknownStudyPreferences.preferences;

const EVERYTHING: Preferences = {
  preferredCountries: ["Canada"],
  programLevel: "master",
  fieldsOfStudy: ["Computer Science"],
  interests: null,
  budgetPerYear: 25_000,
  gpa: 3.5,
  englishTest: "IELTS",
  englishTestScore: 7,
};

function university(
  overrides: Partial<University> & { tuition?: [number | null, number | null] } = {},
): University {
  const { tuition = [18_000, 18_000], ...rest } = overrides;
  const worldRanking = rest.worldRanking === undefined ? 45 : rest.worldRanking;
  return {
    id: "0190d3a0-0000-7000-8000-000000000001",
    key: "ror:x",
    name: "University of Example",
    city: "Toronto",
    country: "Canada",
    countryCode: "CA",
    stateProvince: null,
    website: null,
    domains: [],
    alternateNames: [],
    acronyms: [],
    foundedYear: null,
    specialization: "Computer Science",
    description: null,
    fieldsOfStudy: ["Computer Science", "Engineering"],
    degreeTypes: ["Bachelor's", "Master's"],
    currency: "USD",
    offerLetterFee: null,
    annualFee: null,
    entered: {},
    facts: null,
    ...rest,
    worldRanking,
    ranking: rest.ranking ?? { world: worldRanking, band: null, source: "ARWU", license: null },
    tuitionFees: { international: { min: tuition[0], max: tuition[1] } },
  };
}

const score = (preferences: Partial<Preferences>, u: University = university()) =>
  scoreUniversity(profileOf({ ...NOTHING, ...preferences }), u);

describe("the match score", () => {
  it("scores a full match 100 with the three strongest reasons in plain words, strongest first", () => {
    const match = score(EVERYTHING);
    expect(match.matchScore).toBe(100);
    expect(match.knownWeight).toBe(100);
    expect(match.knownFactors).toBe(5);
    expect(match.reasons).toEqual([
      { text: "In your preferred country, Canada", points: 30, weight: 30 },
      { text: "Offers Computer Science, your field of study", points: 25, weight: 25 },
      { text: "Tuition 18,000 USD a year, within your budget of 25,000", points: 20, weight: 20 },
    ]);
    expect(match.unknowns).toEqual([ENTRY_REQUIREMENTS_UNKNOWN]);
    expect(match.program).toBe("Computer Science");
  });

  it("leaves unknown inputs out of the score instead of averaging them in", () => {
    // Only the country (30) and the rank (10 of 10) are known: 40 of 40.
    const match = score({ preferredCountries: ["Canada"] });
    expect(match).toMatchObject({ matchScore: 100, knownWeight: 40 });
    expect(match.unknowns).toEqual([
      "You have not chosen fields of study",
      "You have not chosen a program level",
      "You have not given a yearly budget",
      ENTRY_REQUIREMENTS_UNKNOWN,
    ]);
    // A catalogue without the figures: the student's inputs are known, the university's are not.
    const bare = university({
      fieldsOfStudy: [],
      degreeTypes: [],
      tuition: [null, null],
      worldRanking: null,
    });
    const unknown = score(EVERYTHING, bare);
    // One factor known is too little for a percentage (decision 073).
    expect(unknown).toMatchObject({ matchScore: null, knownWeight: 30, knownFactors: 1 });
    expect(unknown.unknowns).toEqual([
      "The catalogue does not list this university's fields of study",
      "The catalogue does not list this university's degree types",
      "The catalogue has no tuition figure for this university",
      "No world rank in the catalogue",
      ENTRY_REQUIREMENTS_UNKNOWN,
    ]);
    expect(unknown.reasons.map((r) => r.text)).toEqual(["In your preferred country, Canada"]);
  });

  it("never scores GPA or test scores: the catalogue has no entry requirements", () => {
    const without = score({ ...EVERYTHING, gpa: null, englishTest: null, englishTestScore: null });
    const withLow = score({ ...EVERYTHING, gpa: 1.2, englishTest: "IELTS", englishTestScore: 3 });
    expect(withLow).toEqual(without);
    expect(withLow.unknowns).toContain(ENTRY_REQUIREMENTS_UNKNOWN);
  });

  it("gives the budget full points within it, half up to 20% over, none beyond", () => {
    const budget = (min: number, max: number | null = min) =>
      score({ budgetPerYear: 25_000 }, university({ tuition: [min, max] })).reasons.find((r) =>
        r.text.startsWith("Tuition"),
      );
    expect(budget(25_000)).toMatchObject({
      points: 20,
      text: "Tuition 25,000 USD a year, within your budget of 25,000",
    });
    expect(budget(30_000)).toMatchObject({
      points: 10,
      text: "Tuition 30,000 USD a year, up to 20% over your budget of 25,000",
    });
    expect(budget(30_001)).toMatchObject({
      points: 0,
      text: "Tuition 30,001 USD a year, above your budget of 25,000",
    });
    expect(budget(12_500.4, 20_000)?.text).toBe(
      "Tuition from 12,500 USD a year, within your budget of 25,000",
    );
    // Half of 20 over 20 + 10 known (budget and rank 45): 20 of 30.
    expect(score({ budgetPerYear: 25_000 }, university({ tuition: [30_000, 30_000] })).matchScore).toBe(67);
  });

  it("does not compare a budget in US dollars with tuition in another currency", () => {
    const match = score({ budgetPerYear: 25_000 }, university({ currency: "EUR" }));
    expect(match.unknowns).toContain(
      "Tuition is in EUR and your budget in US dollars; they are not converted",
    );
    expect(match.reasons.some((r) => r.text.startsWith("Tuition"))).toBe(false);
  });

  it("gives rank points by band and shows a published band as it is", () => {
    expect([1, 50, 51, 100, 101, 200, 201, 500, 501, 1000].map(rankingPoints)).toEqual([
      10, 10, 8, 8, 6, 6, 4, 4, 2, 2,
    ]);
    const banded = score(
      {},
      university({
        worldRanking: 201,
        ranking: { world: 201, band: "201-300", source: "ARWU", license: null },
      }),
    );
    expect(banded.reasons).toEqual([{ text: "World rank 201-300", points: 4, weight: 10 }]);
    expect(score({}, university({ worldRanking: 1500 })).reasons[0]?.text).toBe("World rank 1,500");
  });

  it("counts what did not match as known with no points, and explains it", () => {
    const elsewhere = university({
      country: "Germany",
      fieldsOfStudy: ["Law"],
      degreeTypes: ["Bachelor's"],
      tuition: [40_000, 40_000],
      worldRanking: 700,
    });
    const match = score(EVERYTHING, elsewhere);
    // 2 points (rank 700) of 100 known.
    expect(match).toMatchObject({ matchScore: 2, knownWeight: 100 });
    expect(match.reasons.map((r) => r.text)).toEqual([
      "World rank 700",
      "Not in your preferred countries (Germany)",
      "Does not list your fields of study (Computer Science)",
    ]);
    expect(match.program).toBe("Computer Science");
  });

  it("orders reasons by points, then by weight", () => {
    // Field 25 of 25, level 15 of 15, budget 10 of 20, rank 10 of 10: 25, 15, 10 (budget, heavier than rank).
    const match = score(
      { fieldsOfStudy: ["Engineering"], programLevel: "bachelor", budgetPerYear: 16_000 },
      university({ tuition: [18_000, 18_000] }),
    );
    expect(match.reasons.map((r) => [r.points, r.weight])).toEqual([
      [25, 25],
      [15, 15],
      [10, 20],
    ]);
    expect(match.matchScore).toBe(Math.round((100 * 60) / 70));
  });

  it("reads fields of study from free-text interests", () => {
    expect(fieldsNamedIn("I love robotics engineering and applied math")).toEqual([
      "Engineering",
      "Mathematics",
    ]);
    expect(fieldsNamedIn("computers, psych and the social sciences")).toEqual([
      "Computer Science",
      "Social Sciences",
      "Psychology",
    ]);
    expect(fieldsNamedIn("natural language processing, art history")).toEqual([]);
    expect(fieldsNamedIn("Becoming a lawyer")).toEqual(["Law"]);

    const fromInterests = score({ interests: "software engineering" });
    expect(fromInterests.reasons[0]?.text).toBe("Offers Engineering, your field of study");
    expect(fromInterests.program).toBe("Engineering");
    expect(score({ interests: "gardening" }).unknowns).toContain(
      "Your interests name none of the catalogue's fields of study, and you have not chosen any",
    );
  });

  it("matches preferred countries ignoring case and accents, and lists several fields in plain English", () => {
    expect(score({ preferredCountries: ["canada"] }).reasons[0]?.text).toBe(
      "In your preferred country, Canada",
    );
    const both = score({ fieldsOfStudy: ["Engineering", "Computer Science", "Law"] });
    expect(both.reasons[0]?.text).toBe("Offers Engineering and Computer Science, your fields of study");
    expect(listOf(["A", "B", "C"])).toBe("A, B and C");
    expect(formatAmount(1234567.6)).toBe("1,234,568");
  });

  it("ranks a well-known match above a barely-known one that scores higher on the little known", () => {
    const profile = profileOf({ ...NOTHING, ...EVERYTHING });
    // Country and rank known, both matching: 100 % of 40.
    const barely = university({
      fieldsOfStudy: [],
      degreeTypes: [],
      tuition: [null, null],
      worldRanking: 10,
    });
    // Every factor known, field and country matching, the rest not: 57 % of 100.
    const well = university({ degreeTypes: ["PhD"], tuition: [90_000, 90_000], worldRanking: 700 });
    const [b, w] = [quickScore(profile, barely), quickScore(profile, well)];
    expect(b).toMatchObject({ matchScore: 100, knownFactors: 2 });
    expect(w).toMatchObject({ matchScore: 57, knownFactors: 5 });
    expect([b, w].sort(compareMatches)).toEqual([w, b]);
    // Equal points: the one that knows more first.
    const same = { points: 40, knownWeight: 40, matchScore: 100 };
    expect(compareMatches({ ...same, knownFactors: 2 }, { ...same, knownFactors: 3 })).toBeGreaterThan(0);
  });

  it("gives no percentage when fewer than two factors are known, and counts the factors known", () => {
    expect(score({}, university({ worldRanking: null }))).toMatchObject({
      matchScore: null,
      knownFactors: 0,
    });
    // The rank alone: one factor.
    expect(score({}, university())).toMatchObject({ matchScore: null, knownFactors: 1, knownWeight: 10 });
    // Country and rank: two, a percentage.
    expect(score({ preferredCountries: ["Canada"] })).toMatchObject({ matchScore: 100, knownFactors: 2 });
  });
});
