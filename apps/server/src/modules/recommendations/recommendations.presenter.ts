import { formatYearlyTuition, matchFactors, type Recommendation, type University } from "@meridian/contract";
import type { Match } from "./recommendations.score.js";

/** One recommendation: the university as a card shows it, its score with reasons and unknowns. */
export function presentRecommendation(university: University, match: Match, saved: boolean): Recommendation {
  const { min, max } = university.tuitionFees.international;
  const tuitionRange = min === null && max === null ? null : { min, max, currency: university.currency };
  return {
    id: university.id,
    university: university.name,
    universityDetails: {
      id: university.id,
      name: university.name,
      city: university.city,
      country: university.country,
      website: university.website,
    },
    country: university.country,
    program: match.program,
    tuition: formatYearlyTuition(tuitionRange),
    tuitionRange,
    ranking: university.worldRanking,
    rankingBand:
      university.ranking.band ?? (university.worldRanking === null ? null : String(university.worldRanking)),
    matchScore: match.matchScore,
    confidence: { known: match.knownFactors, of: matchFactors.length },
    reasons: match.reasons,
    unknowns: match.unknowns,
    saved,
  };
}
