// What a university's page says of itself (page-meta.ts): set by the page as it renders and put in
// its HTML by the server. No Zod here: the web app's pages import it.
import type { PageHeadMeta } from "./page-meta.js";
import type { University } from "./universities.js";

/** A rank's source without its note in brackets ("ARWU 2025 (…)" is "ARWU 2025"). */
export function shortSource(source: string): string {
  return source.split(" (")[0]?.trim() || source;
}

/** "Toronto, Ontario, Canada": each part once, unknown parts left out. */
export function fullPlace(university: University): string {
  return [university.city, university.stateProvince, university.country]
    .filter((part, index, parts): part is string => Boolean(part) && parts.indexOf(part) === index)
    .join(", ");
}

/**
 * "#23" or "101–150": a rank as its source publishes it, a band never as its lower bound (decision
 * 073); null when there is none. Takes a university's `ranking` or a recommendation's rank.
 */
export function rankBandText(ranking: { world: number | null; band: string | null }): string | null {
  const { world, band } = ranking;
  if (band && band !== String(world)) return band.replace("-", "\u2013");
  return world !== null ? `#${world}` : null;
}

/** The rank of a university's page and card (see rankBandText). */
export function rankText(university: University): string | null {
  return rankBandText(university.ranking);
}

/**
 * The page's title and meta description: sourced facts only ("University of Toronto, in Toronto,
 * Ontario, Canada. Founded in 1827. World rank #23 (ARWU 2025).").
 */
export function universityPageMeta(university: University): Required<PageHeadMeta> {
  const parts = [`${university.name}, in ${fullPlace(university)}.`];
  if (university.foundedYear) parts.push(`Founded in ${university.foundedYear}.`);
  const rank = rankText(university);
  if (rank && university.ranking.source) {
    parts.push(`World rank ${rank} (${shortSource(university.ranking.source)}).`);
  }
  parts.push("Location, website and ranking on Meridian.");
  return { title: university.name, description: parts.join(" ") };
}
