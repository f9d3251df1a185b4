import {
  type EndpointQueryInput,
  type FilterFigure,
  searchLimits,
  type UniversityList,
  type UniversitySort,
  type universityEndpoints,
  universityFilterOptions,
} from "@meridian/contract";
import { formatCount } from "@/lib/format-count";
import { type FilterGroupId, filterGroupIds, filterParams, openFilterParam } from "./catalogue-links";

type UniversitySearchQuery = EndpointQueryInput<typeof universityEndpoints.search>;

type Field = (typeof universityFilterOptions.fields)[number];
type DegreeType = (typeof universityFilterOptions.degreeTypes)[number];
export type TuitionBucket = (typeof universityFilterOptions.tuitionBuckets)[number];

/** Everything the search page filters on; it lives in the URL so a search can be shared. */
export interface SearchFilters {
  search: string;
  /** Any country of the catalogue (the list is the server's), A to Z. */
  countries: string[];
  fields: Field[];
  /** Index into universityFilterOptions.tuitionBuckets, or null for any tuition. */
  tuition: number | null;
  ranking: number | null;
  degree: DegreeType | null;
  sort: UniversitySort;
  /** Figure filters also keep the universities that do not publish the figure (decision 073). */
  unpublished: boolean;
}

export const emptyFilters: SearchFilters = {
  search: "",
  countries: [],
  fields: [],
  tuition: null,
  ranking: null,
  degree: null,
  sort: "relevance",
  unpublished: false,
};

function pickAll<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const wanted = new Set(value.split(",").map((item) => item.trim()));
  // Kept in the order of the option list so equal selections make equal URLs and cache keys.
  return allowed.filter((option) => wanted.has(option));
}

/**
 * Country names as the URL gives them, A to Z, once each, within the search's limits (50 names of
 * up to 100 characters). Any name is kept: the catalogue's countries are the server's to know, and
 * one it does not hold simply matches nothing (its chip clears it).
 */
function pickCountries(value: string | null): string[] {
  if (!value) return [];
  const names = new Set(
    value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item.length > 0 && item.length <= 100),
  );
  return [...names].sort((a, b) => a.localeCompare(b, "en")).slice(0, 50);
}

function pickOne<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** How a ranking filter reads on a chip and in the sheet, e.g. "Top 100". */
export function rankingLabel(ranking: number): string {
  return `Top ${ranking}`;
}

/** The tuition bucket's URL value, e.g. "10000-25000". */
export function tuitionParamOf(bucket: TuitionBucket): string {
  return `${bucket.min}-${bucket.max}`;
}

/**
 * Reads the filters from URL search params. Unknown values are dropped rather than sent, so a
 * hand-edited or outdated link still opens a working search.
 */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const tuitionValue = params.get(filterParams.tuition);
  const tuitionIndex = universityFilterOptions.tuitionBuckets.findIndex(
    (bucket) => tuitionParamOf(bucket) === tuitionValue,
  );
  const rankingValue = Number(params.get(filterParams.ranking));
  return {
    search: (params.get(filterParams.search) ?? "").trim(),
    countries: pickCountries(params.get(filterParams.countries)),
    fields: pickAll(params.get(filterParams.fields), universityFilterOptions.fields),
    tuition: tuitionIndex >= 0 ? tuitionIndex : null,
    ranking: (universityFilterOptions.rankings as readonly number[]).includes(rankingValue)
      ? rankingValue
      : null,
    degree: pickOne(params.get(filterParams.degree), universityFilterOptions.degreeTypes),
    sort: pickOne(params.get(filterParams.sort), universityFilterOptions.sorts) ?? "relevance",
    unpublished: params.get(filterParams.unpublished) === UNPUBLISHED_SHOWN,
  };
}

const UNPUBLISHED_SHOWN = "shown";

/** True when a filter on a figure some universities do not publish is set (tuition, fields, degree). */
function hasFigureFilter(filters: SearchFilters): boolean {
  return filters.tuition !== null || filters.fields.length > 0 || filters.degree !== null;
}

/** Writes the filters as URL search params; defaults are left out to keep links short. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(filterParams.search, filters.search);
  if (filters.countries.length) params.set(filterParams.countries, filters.countries.join(","));
  if (filters.fields.length) params.set(filterParams.fields, filters.fields.join(","));
  const bucket =
    filters.tuition === null ? undefined : universityFilterOptions.tuitionBuckets[filters.tuition];
  if (bucket) params.set(filterParams.tuition, tuitionParamOf(bucket));
  if (filters.ranking !== null) params.set(filterParams.ranking, String(filters.ranking));
  if (filters.degree) params.set(filterParams.degree, filters.degree);
  if (filters.sort !== "relevance") params.set(filterParams.sort, filters.sort);
  if (filters.unpublished && hasFigureFilter(filters))
    params.set(filterParams.unpublished, UNPUBLISHED_SHOWN);
  return params;
}

/** The filter a link asked to open, if any (`catalogueHref`). */
export function filterToOpen(params: URLSearchParams): FilterGroupId | null {
  return pickOne(params.get(openFilterParam), filterGroupIds);
}

/** True when any filter other than the sort order is set. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.search !== "" ||
    filters.countries.length > 0 ||
    filters.fields.length > 0 ||
    filters.tuition !== null ||
    filters.ranking !== null ||
    filters.degree !== null
  );
}

/**
 * The query of GET /api/universities for one page (spec part 2 §5): minTuition only above 0,
 * maxTuition only below the default ceiling, no sortBy for relevance.
 */
export function toSearchQuery(filters: SearchFilters, offset: number): UniversitySearchQuery {
  const query: UniversitySearchQuery = { limit: searchLimits.pageSize, offset };
  if (filters.search) query.search = filters.search;
  if (filters.countries.length) query.country = filters.countries.join(",");
  if (filters.fields.length) query.fields = filters.fields.join(",");
  if (filters.degree) query.degreeType = filters.degree;
  const bucket =
    filters.tuition === null ? undefined : universityFilterOptions.tuitionBuckets[filters.tuition];
  if (bucket && bucket.min > searchLimits.defaultTuitionMin) query.minTuition = bucket.min;
  if (bucket && bucket.max < searchLimits.defaultTuitionMax) query.maxTuition = bucket.max;
  if (filters.ranking !== null) query.maxRanking = filters.ranking;
  if (filters.sort !== "relevance") query.sortBy = filters.sort;
  if (filters.unpublished && hasFigureFilter(filters)) query.includeUnpublished = "true";
  return query;
}

const figureWords: Record<FilterFigure, { published: string; none: string }> = {
  tuition: { published: "a published tuition", none: "tuition" },
  fieldsOfStudy: { published: "published fields of study", none: "fields of study" },
  degreeTypes: { published: "published degree types", none: "degree types" },
};

/**
 * What a search's figure filters left out or let in, in a sentence: "312 universities without a
 * published tuition are not shown." (null when nothing was left out).
 */
export function unpublishedText(unpublished: UniversityList["unpublished"]): string | null {
  const { count, figures, included } = unpublished;
  if (count === 0) return null;
  const words = (kind: "published" | "none") =>
    figures.map((figure) => figureWords[figure][kind]).join(" or ");
  const universities = `${formatCount(count)} ${count === 1 ? "university" : "universities"}`;
  return included
    ? `Including ${universities} that ${count === 1 ? "publishes" : "publish"} no ${words("none")}.`
    : `${universities} without ${words("published")} ${count === 1 ? "is" : "are"} not shown.`;
}

/** Labels of the sort options. */
export const sortLabels: Record<UniversitySort, string> = {
  relevance: "Relevance",
  ranking: "Ranking",
  "tuition-low": "Tuition: low to high",
  "tuition-high": "Tuition: high to low",
  alphabetical: "Alphabetical",
};
