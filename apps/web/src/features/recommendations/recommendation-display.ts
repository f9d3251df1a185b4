import { type Recommendation, rankBandText } from "@meridian/contract";

/** "World rank #45" or "World rank 101–150" (a band as published), or null when unranked. */
export function formatWorldRank(rec: Pick<Recommendation, "ranking" | "rankingBand">): string | null {
  const rank = rankBandText({ world: rec.ranking, band: rec.rankingBand });
  return rank === null ? null : `World rank ${rank}`;
}

/** The profile inputs a student has not given, as the preferences form names them. */
export const preferenceLabels: Record<string, string> = {
  preferredCountries: "preferred countries",
  programLevel: "program level",
  fieldsOfStudy: "fields of study",
  interests: "interests",
  budgetPerYear: "yearly budget",
  gpa: "GPA",
  englishTest: "English test",
  englishTestScore: "English test score",
};

/** "GPA, yearly budget and English test": the missing inputs in a sentence. */
export function describeMissing(fields: readonly string[]): string {
  const labels = fields.map((field) => preferenceLabels[field] ?? field);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}
