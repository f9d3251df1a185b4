import type { Recommendation, University } from "@meridian/contract";
import type { Match } from "./recommendations.score.js";

/** One recommendation: the university as a card shows it, its score with reasons and unknowns. */
export function presentRecommendation(university: University, match: Match, saved: boolean): Recommendation {
  const { min, max } = university.tuitionFees.international;
  return {
    id: university.id,
    university: {
      id: university.id,
      name: university.name,
      city: university.city,
      country: university.country,
      website: university.website,
    },
    country: university.country,
    program: match.program,
    tuition:
      min === null && max === null
        ? null
        : {
            min,
            max,
            currency: university.currency,
            sample: university.sampleFields.includes("tuitionFees"),
          },
    ranking: university.worldRanking,
    matchScore: match.matchScore,
    reasons: match.reasons,
    unknowns: match.unknowns,
    saved,
  };
}
