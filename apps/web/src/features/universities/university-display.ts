import { shortSource, type University } from "@meridian/contract";
import { formatMoneyRange } from "@/lib/format-money";

/** "#23 · ARWU 2025", a band with its source, or null when the university has no rank. */
export function formatRanking(university: University): string | null {
  const { world, band, source } = university.ranking;
  const rank = world !== null ? `#${world}` : band;
  if (!rank) return null;
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

/** True when the server marked the field's value as a generated demo figure. */
export function isSample(university: University, field: string): boolean {
  return university.sampleFields.includes(field);
}

/** The address of a university's own page. */
export function universityPath(id: string): string {
  return `/universities/${encodeURIComponent(id)}`;
}
