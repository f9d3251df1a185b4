import { rankText, shortSource, type University } from "@meridian/contract";
import { formatMoneyRange } from "@/lib/format-money";

/** "#23 · ARWU 2025", a band with its source, or null when the university has no rank. */
export function formatRanking(university: University): string | null {
  const rank = rankText(university);
  if (!rank) return null;
  const { source } = university.ranking;
  return source ? `${rank} · ${shortSource(source)}` : rank;
}

/** The tuition range for international students, or null when unknown. */
export function formatTuition(university: University): string | null {
  const { min, max } = university.tuitionFees.international;
  return formatMoneyRange(min, max, university.currency);
}

/** "Toronto, Canada" or just the country. */
export function formatPlace(university: University): string {
  return university.city ? `${university.city}, ${university.country}` : university.country;
}

/** The address of a university's own page. */
export function universityPath(id: string): string {
  return `/universities/${encodeURIComponent(id)}`;
}
