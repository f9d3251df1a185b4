import { randomInt } from "node:crypto";
import {
  type CatalogueCountryList,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
  type FilterFigure,
  landingTeaser,
  SIMILAR_UNIVERSITIES_COUNT,
  type University,
  type UniversityDetail,
  type UniversityList,
  type universityEndpoints,
} from "@meridian/contract";
import type { NewUniversityRow, UniversityRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { catalogueCache } from "./universities.cache.js";
import { changedColumns, enteredAfter } from "./universities.entered.js";
import { factsAfterEdit, livingCostEstimateFor } from "./universities.facts.js";
import { canManageCatalogue } from "./universities.policy.js";
import { presentUniversity } from "./universities.presenter.js";
import {
  type CatalogueFilters,
  catalogueCounts,
  catalogueEntries,
  countriesWithCounts,
  deleteUniversity,
  distinctCountries,
  findUniversity,
  firstByRanking,
  insertUniversity,
  rankedAtMost,
  sameCountryNearRank,
  searchUniversities,
  universitiesByIds,
  updateUniversity,
} from "./universities.repository.js";
import type { SearchPage } from "./universities.search-index.js";
import { announceCatalogueChange, usableSearchIndex } from "./universities.search-sync.js";
import { normalizeText, searchTermsOf, stableKey } from "./universities.text.js";

type SearchQuery = EndpointQuery<typeof universityEndpoints.search>;
type UniversityInput = EndpointBody<typeof universityEndpoints.create>;

const toMinor = (major: number | null | undefined) => (major == null ? null : Math.round(major * 100));

/**
 * One page of matches; `hasMore` tells whether a next page exists. Text is matched by word
 * prefixes first; only when that finds nothing does the typo-tolerant match run
 * ("massachusets"). This node's in-memory index answers (decision 028); pages are cached until
 * the next catalogue write.
 */
// Reading the catalogue is public: search, teaser and detail act for nobody, so take no actor (decision 019).
export async function search(ctx: AppContext, query: SearchQuery): Promise<UniversityList> {
  const filters: CatalogueFilters = {
    text: normalizeText(query.search ?? ""),
    countries: [...(query.country ?? [])].sort(),
    fields: [...(query.fields ?? [])].sort(),
    degreeType: query.degreeType,
    minTuitionMinor: toMinor(query.minTuition) ?? undefined,
    maxTuitionMinor: toMinor(query.maxTuition) ?? undefined,
    maxRanking: query.maxRanking,
    includeUnpublished: query.includeUnpublished === true,
    sortBy: query.sortBy,
    limit: query.limit,
    offset: query.offset,
  };
  const figures = figureFiltersOf(filters);
  const cache = catalogueCache<UniversityList>(ctx);
  return cache.getOrCompute(`search:${JSON.stringify(filters)}`, async () => {
    const index = await usableSearchIndex(ctx);
    const run = (f: CatalogueFilters) => (index ? index.searchWithMode(f) : searchDatabase(ctx, f));
    const result = await run(filters);
    // What a figure filter leaves out: the same search counted the other way (no page read), in
    // the text match the page used, so that a typo fallback on one side counts against the same.
    const flipped = { ...filters, includeUnpublished: !filters.includeUnpublished, limit: 0, offset: 0 };
    const other =
      figures.length > 0 ? (await run({ ...flipped, textMode: result.textMode })).total : result.total;
    return {
      universities: result.universities,
      total: result.total,
      hasMore: filters.offset + result.universities.length < result.total,
      unpublished: {
        count: Math.abs(result.total - other),
        figures,
        included: filters.includeUnpublished === true,
      },
    };
  });
}

/** The filters of a search on figures a university may not publish. */
function figureFiltersOf(f: CatalogueFilters): FilterFigure[] {
  const figures: FilterFigure[] = [];
  if (f.minTuitionMinor !== undefined || f.maxTuitionMinor !== undefined) figures.push("tuition");
  if (f.fields.length > 0) figures.push("fieldsOfStudy");
  if (f.degreeType !== undefined) figures.push("degreeTypes");
  return figures;
}

/** The same search in the database: before the index is trusted (see usableSearchIndex). */
async function searchDatabase(ctx: AppContext, filters: CatalogueFilters): Promise<SearchPage> {
  // The country list is cached until the next catalogue write; the text's words may name countries.
  const countries = filters.text ? await catalogueCountries(ctx) : [];
  let textMode = filters.textMode ?? "prefix";
  let result = await searchUniversities(ctx.db, { ...filters, textMode }, countries);
  if (filters.text && result.total === 0 && filters.textMode === undefined) {
    textMode = "fuzzy";
    result = await searchUniversities(ctx.db, { ...filters, textMode }, countries);
  }
  return {
    universities: result.rows.map(presentUniversity),
    total: result.total,
    ...(filters.text ? { textMode } : {}),
  };
}

/**
 * The best-ranked universities in the given countries (every country when none), at most
 * `limit`, in one pass over this node's index (or one query before it is trusted): the
 * candidates the match score reads. Not cached: each call names its own countries.
 */
export async function bestRankedIn(
  ctx: AppContext,
  countries: readonly string[],
  limit: number,
): Promise<University[]> {
  const filters: CatalogueFilters = {
    text: "",
    countries: [...countries].sort(),
    fields: [],
    sortBy: "ranking",
    limit,
    offset: 0,
  };
  const index = await usableSearchIndex(ctx);
  return (index ? index.search(filters) : await searchDatabase(ctx, filters)).universities;
}

/** The universities among `ids` that exist, in no particular order. */
export async function universitiesWithIds(ctx: AppContext, ids: readonly string[]): Promise<University[]> {
  if (ids.length === 0) return [];
  const index = await usableSearchIndex(ctx);
  if (!index) return (await universitiesByIds(ctx.db, ids)).map(presentUniversity);
  return ids.flatMap((id) => {
    const row = index.rows.get(id);
    return row ? [presentUniversity(row)] : [];
  });
}

/** The catalogue's country names, sorted; cached until the next catalogue write. */
export async function catalogueCountries(ctx: AppContext): Promise<string[]> {
  return catalogueCache<string[]>(ctx).getOrCompute("countries", () => distinctCountries(ctx.db));
}

/** Every country of the catalogue with its number of universities, A to Z; cached until the next catalogue write. */
// Public read that acts for nobody: no actor, no authorize call.
export async function catalogueCountryCounts(ctx: AppContext): Promise<CatalogueCountryList> {
  return catalogueCache<CatalogueCountryList>(ctx).getOrCompute("country-counts", async () => ({
    countries: await countriesWithCounts(ctx.db),
  }));
}

/** The catalogue's headline counts; cached until the next catalogue write. */
// Public read that acts for nobody: no actor, no authorize call.
export async function catalogueFacts(ctx: AppContext): Promise<Awaited<ReturnType<typeof catalogueCounts>>> {
  return catalogueCache<Awaited<ReturnType<typeof catalogueCounts>>>(ctx).getOrCompute("facts", () =>
    catalogueCounts(ctx.db),
  );
}

/** The admin catalogue list: the same search, for admins only. */
export async function adminSearch(
  ctx: AppContext,
  actor: Actor,
  query: SearchQuery,
): Promise<EndpointAnswer<typeof universityEndpoints.adminList>> {
  authorize(canManageCatalogue(actor), "forbidden");
  const { universities, ...meta } = await search(ctx, query);
  return { data: universities, meta };
}

/** The landing teaser: 3 random universities ranked 20 or better when there are 3, else 3 of the first 20. */
export async function featured(ctx: AppContext): Promise<University[]> {
  const cache = catalogueCache<University[]>(ctx);
  const pool = await cache.getOrCompute("teaser-pool", async () => {
    const ranked = await rankedAtMost(ctx.db, landingTeaser.preferredMaxRank);
    const rows =
      ranked.length >= landingTeaser.count
        ? ranked
        : await firstByRanking(ctx.db, landingTeaser.fallbackPool);
    return rows.map(presentUniversity);
  });
  return pickRandom(pool, landingTeaser.count);
}

/** `count` distinct items in random order (Fisher-Yates on a copy). */
function pickRandom<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

export async function getUniversity(ctx: AppContext, id: string): Promise<University> {
  const row = await findUniversity(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", "University not found");
  return presentUniversity(row);
}

/** One university's page: its record and the modelled living cost of its country (decision 052). Public. */
export async function getUniversityDetail(ctx: AppContext, id: string): Promise<UniversityDetail> {
  const university = await getUniversity(ctx, id);
  return { ...university, livingCostEstimate: livingCostEstimateFor(university.countryCode) };
}

/**
 * "Similar universities" of a university's page: the same country, nearest in world rank (a rule a
 * reader can check, not a guess at what a student would like). Public: acts for nobody.
 */
export async function similarUniversities(ctx: AppContext, id: string): Promise<University[]> {
  const row = await findUniversity(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", "University not found");
  return (await sameCountryNearRank(ctx.db, row, SIMILAR_UNIVERSITIES_COUNT)).map(presentUniversity);
}

/** Every university's id and last change, for the sitemap. Public: acts for nobody. */
export function universitySitemapEntries(ctx: AppContext): Promise<{ id: string; updatedAt: Date }[]> {
  return catalogueEntries(ctx.db);
}

/**
 * The columns an admin's input sets (the form's or a file row's); fields the input leaves out are
 * not named, so they keep their values.
 */
export function rowFromInput(input: UniversityInput): NewUniversityRow {
  const row: NewUniversityRow = {
    key: stableKey({ countryCode: input.countryCode, name: input.name }),
    name: input.name,
    country: input.country,
    countryCode: input.countryCode,
    city: input.city ?? null,
    stateProvince: input.stateProvince ?? null,
    website: input.website ?? null,
    searchName: normalizeText(input.name),
    searchTerms: searchTermsOf({ name: input.name, city: input.city }),
    ...(input.currency ? { currency: input.currency } : {}),
  };
  if (input.worldRanking !== undefined) row.worldRanking = input.worldRanking;
  if (input.annualFee !== undefined) row.annualFeeMinor = toMinor(input.annualFee);
  if (input.offerLetterFee !== undefined) row.offerLetterFeeMinor = toMinor(input.offerLetterFee);
  if (input.tuitionMin !== undefined) row.tuitionMinMinor = toMinor(input.tuitionMin);
  if (input.tuitionMax !== undefined) row.tuitionMaxMinor = toMinor(input.tuitionMax);
  if (input.specialization !== undefined) row.specialization = input.specialization;
  if (input.description !== undefined) row.description = input.description;
  if (input.fieldsOfStudy !== undefined) row.fieldsOfStudy = input.fieldsOfStudy;
  if (input.degreeTypes !== undefined) row.degreeTypes = input.degreeTypes;
  return row;
}

/**
 * A world rank an admin types is theirs, not the ranking's: it stands as its own band, without
 * the ranking's source and licence (the page says who entered it and when instead).
 */
export function rankingEnteredAs(worldRanking: number | null): Partial<NewUniversityRow> {
  return {
    worldRanking,
    worldRankingBand: worldRanking === null ? null : String(worldRanking),
    rankingSource: null,
    rankingLicense: null,
  };
}

/** The ranking columns of a rank written over `existing`: the same rank keeps its source. */
export function rankingColumns(existing: UniversityRow | undefined, worldRanking: number | null) {
  if (!existing || existing.worldRanking !== worldRanking) return rankingEnteredAs(worldRanking);
  const { worldRankingBand, rankingSource, rankingLicense } = existing;
  return { worldRanking, worldRankingBand, rankingSource, rankingLicense };
}

export async function createUniversity(
  ctx: AppContext,
  caller: RequestContext,
  input: UniversityInput,
): Promise<University> {
  authorize(canManageCatalogue(caller.actor), "forbidden");
  const university = await ctx.db.transaction(async (tx) => {
    const row = rowFromInput(input);
    const created = await insertUniversity(tx, {
      ...row,
      ...(row.worldRanking != null ? rankingEnteredAs(row.worldRanking) : {}),
      entered: enteredAfter(undefined, row, { by: "admin", at: ctx.now() }),
    });
    if (!created) {
      throw new AppError("CONFLICT", "A university with this name already exists in this country", {
        field: "name",
      });
    }
    await recordAudit(tx, caller, "university.created", { subjectId: created.id });
    return presentUniversity(created);
  });
  // After the commit: a read between the reload and the commit would keep the old catalogue.
  await announceCatalogueChange(ctx, [university.id]);
  return university;
}

/**
 * Saves what the admin changed and only that (decision 073): each changed figure is stamped as
 * entered by an admin now, a sourced fact whose figure changed loses its source, and a Save with
 * nothing changed writes nothing (no stamp, no audit event).
 */
export async function editUniversity(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
  input: UniversityInput,
): Promise<University> {
  authorize(canManageCatalogue(caller.actor), "forbidden");
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findUniversity(tx, id);
    if (!existing) throw new AppError("NOT_FOUND", "University not found");
    // The key stays: it is how re-imports find this row.
    const { key: _key, ...candidate } = rowFromInput(input);
    const changes = changedColumns(existing, {
      ...candidate,
      searchTerms: searchTermsOf({
        ...input,
        alternateNames: existing.alternateNames,
        acronyms: existing.acronyms,
      }),
    });
    if (Object.keys(changes).length === 0) return { university: presentUniversity(existing), changed: false };
    if (changes.worldRanking !== undefined)
      Object.assign(changes, rankingColumns(existing, changes.worldRanking));
    const merged = { ...existing, ...changes };
    const updated = await updateUniversity(tx, id, {
      ...changes,
      entered: enteredAfter(existing, merged, { by: "admin", at: ctx.now() }),
      facts: factsAfterEdit(existing.facts, merged),
    });
    if (!updated) throw new AppError("NOT_FOUND", "University not found");
    await recordAudit(tx, caller, "university.updated", {
      subjectId: id,
      details: {
        fields: Object.keys(changes).filter((column) => column !== "searchTerms" && column !== "searchName"),
      },
    });
    return { university: presentUniversity(updated), changed: true };
  });
  if (result.changed) await announceCatalogueChange(ctx, [id]);
  return result.university;
}

export async function removeUniversity(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
): Promise<{ id: string }> {
  authorize(canManageCatalogue(caller.actor), "forbidden");
  await ctx.db
    .transaction(async (tx) => {
      if (!(await deleteUniversity(tx, id))) throw new AppError("NOT_FOUND", "University not found");
      await recordAudit(tx, caller, "university.deleted", { subjectId: id });
    })
    .catch((err: unknown) => {
      // Students' applications point at it (the schema restricts the delete): refused, not a 500.
      if (isForeignKeyViolation(err)) {
        throw new AppError(
          "CONFLICT",
          "Students have applications to this university, so it stays in the catalogue while they exist.",
        );
      }
      throw err;
    });
  await announceCatalogueChange(ctx, [id]);
  return { id };
}
