import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type NewUniversityRow, type UniversityRow, universities } from "../../db/schema/index.js";
import { type CountryWords, countryWordsOf } from "./universities.country-words.js";
import { GENERIC_WORD_PATTERN, POSSESSIVE_PATTERN, queryWords } from "./universities.text.js";

export interface CatalogueFilters {
  /** Normalised search text (see normalizeText); empty for none. */
  text: string;
  /** Word-prefix full-text matching, or the slower typo-tolerant trigram matching. */
  textMode?: "prefix" | "fuzzy";
  countries: string[];
  fields: string[];
  degreeType?: string;
  minTuitionMinor?: number;
  maxTuitionMinor?: number;
  maxRanking?: number;
  /** A figure filter also keeps the universities that do not publish the figure (decision 073). */
  includeUnpublished?: boolean;
  sortBy: "relevance" | "ranking" | "tuition-low" | "tuition-high" | "alphabetical";
  limit: number;
  offset: number;
}

/** Words as prefixes, all required: "univ of toront" finds "University of Toronto". */
function prefixTsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}

/**
 * A text search's words, each with the countries it names (see CountryWords): as prefixes, or in
 * the typo-tolerant search give or take their typo budget.
 */
interface TextWords {
  words: string[];
  countries: string[][];
  /** Whether some word names a country: only then do matches and ranking read the country. */
  namesCountry: boolean;
  /** The country the whole text names by a short form ("uk"): its universities rank as exact matches. */
  shortFormOf: string | undefined;
}

function textWordsOf(f: CatalogueFilters, countryWords: CountryWords): TextWords {
  const words = queryWords(f.text);
  const fuzzy = f.textMode === "fuzzy";
  const countries = words.map((word) =>
    fuzzy
      ? countryWords.countriesCloseTo(word).map(({ country }) => country)
      : countryWords.countriesNamedBy(word),
  );
  return {
    words,
    countries,
    namesCountry: countries.some((list) => list.length > 0),
    shortFormOf: fuzzy ? undefined : countryWords.countryOfShortForm(f.text),
  };
}

/**
 * Every significant word starts a word of the search terms or of the university's country:
 * "munich germany" finds LMU. Words naming no country stay one full-text condition. In the
 * typo-tolerant search, the text is close to the search terms; when a word may be a misspelt
 * country, each word is close to the terms or names the university's country ("munich germny").
 */
function textCondition(f: CatalogueFilters, textWords: TextWords | undefined): SQL | undefined {
  if (!f.text) return undefined;
  if (f.textMode === "fuzzy") {
    if (!textWords?.namesCountry) return sql`${f.text} <% ${universities.searchTerms}`;
    return and(
      ...textWords.words.map((word, i) => {
        const countries = textWords.countries[i] ?? [];
        const close = sql`${word} <% ${universities.searchTerms}`;
        return countries.length > 0 ? sql`(${close} or ${inArray(universities.country, countries)})` : close;
      }),
    );
  }
  if (!textWords || textWords.words.length === 0) return sql`${f.text} <% ${universities.searchTerms}`;
  const matches = (words: string[]) =>
    sql`${universities.searchVector} @@ to_tsquery('simple', ${prefixTsQuery(words)})`;
  const termOnly = textWords.words.filter((_, i) => textWords.countries[i]?.length === 0);
  const conditions: SQL[] = termOnly.length > 0 ? [matches(termOnly)] : [];
  textWords.words.forEach((word, i) => {
    const countries = textWords.countries[i] ?? [];
    if (countries.length > 0)
      conditions.push(sql`(${matches([word])} or ${inArray(universities.country, countries)})`);
  });
  return and(...conditions);
}

function whereOf(f: CatalogueFilters, textWords: TextWords | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [textCondition(f, textWords)];
  if (f.countries.length > 0) conditions.push(inArray(universities.country, f.countries));
  // An unknown figure (an empty list, no tuition) passes its filter only when the search includes them.
  const orUnknown = (known: SQL | undefined, unknown: SQL) =>
    f.includeUnpublished ? or(unknown, known) : known;
  if (f.fields.length > 0)
    conditions.push(
      orUnknown(
        arrayOverlaps(universities.fieldsOfStudy, f.fields),
        sql`${universities.fieldsOfStudy} = '{}'`,
      ),
    );
  if (f.degreeType)
    conditions.push(
      orUnknown(
        arrayContains(universities.degreeTypes, [f.degreeType]),
        sql`${universities.degreeTypes} = '{}'`,
      ),
    );
  if (f.minTuitionMinor !== undefined || f.maxTuitionMinor !== undefined) {
    const tuition = and(
      f.minTuitionMinor !== undefined ? gte(universities.tuitionMinMinor, f.minTuitionMinor) : undefined,
      f.maxTuitionMinor !== undefined ? lte(universities.tuitionMinMinor, f.maxTuitionMinor) : undefined,
    );
    conditions.push(orUnknown(tuition, isNull(universities.tuitionMinMinor)));
  }
  if (f.maxRanking !== undefined) {
    conditions.push(isNotNull(universities.worldRanking), lte(universities.worldRanking, f.maxRanking));
  }
  return and(...conditions);
}

/** The sort of a search, ending on the id so that rows that tie keep one order across pages. */
function orderOf(f: CatalogueFilters, words: TextWords | undefined): SQL[] {
  return [...sortOf(f, words), asc(universities.id)];
}

// Names compare as JavaScript compares strings (code points), so the in-memory index pages alike.
const byName = sql`${universities.searchName} collate "C" asc`;

// distinctiveName() in SQL: the name without its generic words ("university of toronto" -> "toronto").
const distinctive = sql`coalesce(nullif(btrim(regexp_replace(regexp_replace(${universities.searchName},
  ${GENERIC_WORD_PATTERN}, ' ', 'g'), ' +', ' ', 'g')), ''), ${universities.searchName})`;

// exactSpelling() in SQL: an acronym or alternate name as an exact query spells it.
const spelledExactly = (name: SQL) =>
  sql`regexp_replace(lower(unaccent(${name})), ${POSSESSIVE_PATTERN}, '', 'g')`;

function sortOf(f: CatalogueFilters, words: TextWords | undefined): SQL[] {
  const byRank = sql`${universities.worldRanking} asc nulls last`;
  switch (f.sortBy) {
    case "ranking":
      return [byRank, byName];
    case "tuition-low":
      return [sql`${universities.tuitionMinMinor} asc nulls last`, byName];
    case "tuition-high":
      return [sql`${universities.tuitionMinMinor} desc nulls last`, byName];
    case "alphabetical":
      return [byName];
    default: {
      if (!f.text) return [byRank, byName];
      // Exact name (or its distinctive part, acronym, alternate name; or the universities of a
      // country the text names by a short form such as "uk") first, then names or their
      // distinctive part starting with the text and universities in a city of that name; typo matches by closeness; then world rank. The
      // in-memory index (universities.search-index.ts) ranks the same way. (ts_rank over every
      // prefix match cost two thirds of a query's time and says little about short names.)
      const prefix = `${f.text.replace(/[%_\\]/g, "\\$&")}%`;
      return [
        desc(sql`case when ${universities.searchName} = ${f.text} or ${distinctive} = ${f.text}
            or exists (select 1 from unnest(${universities.acronyms}) a where ${spelledExactly(sql`a`)} = ${f.text})
            or exists (select 1 from unnest(${universities.alternateNames}) n where ${spelledExactly(sql`n`)} = ${f.text})
            ${words?.shortFormOf && f.textMode !== "fuzzy" ? sql`or ${universities.country} = ${words.shortFormOf}` : sql``} then 2
          when ${universities.searchName} like ${prefix} or ${distinctive} like ${prefix}
            or ${spelledExactly(sql`${universities.city}`)} = ${f.text} then 1 else 0 end`),
        // Typo matches by closeness; when a word may be a misspelt country, by rank, as the country's.
        // A name the text misspells before a city or another name it is close to ("cambrige").
        ...(f.textMode === "fuzzy" && !words?.namesCountry
          ? [
              desc(sql`word_similarity(${f.text}, ${distinctive})`),
              desc(sql`word_similarity(${f.text}, ${universities.searchTerms})`),
            ]
          : []),
        // Universities whose own words match every word (or that a short form names) before those
        // found through their country.
        ...(f.textMode !== "fuzzy" && words?.namesCountry
          ? [
              desc(sql`${universities.searchVector} @@ to_tsquery('simple', ${prefixTsQuery(words.words)})
                ${words.shortFormOf ? sql`or ${universities.country} = ${words.shortFormOf}` : sql``}`),
            ]
          : []),
        byRank,
        byName,
      ];
    }
  }
}

/**
 * One page of the catalogue with the total number of matches. The page is chosen on the narrow
 * id column and only its rows are read in full: sorting and counting whole rows (up to ~1 KB
 * each) was what made a page slow. `countries` is the catalogue's country list (read here when
 * not given), which a text search reads for the countries its words name.
 */
export async function searchUniversities(
  db: Db,
  f: CatalogueFilters,
  countries?: readonly string[],
): Promise<{ rows: UniversityRow[]; total: number }> {
  const textWords = f.text
    ? textWordsOf(f, countryWordsOf(countries ?? (await distinctCountries(db))))
    : undefined;
  const where = whereOf(f, textWords);
  const page = await db
    .select({ id: universities.id })
    .from(universities)
    .where(where)
    .orderBy(...orderOf(f, textWords))
    .limit(f.limit)
    .offset(f.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(universities)
    .where(where);
  if (page.length === 0) return { rows: [], total: count?.n ?? 0 };
  const ids = page.map((r) => r.id);
  const rows = await db.select().from(universities).where(inArray(universities.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: count?.n ?? 0 };
}

/** Universities ranked `maxRank` or better, best first. */
export async function rankedAtMost(db: Db, maxRank: number): Promise<UniversityRow[]> {
  return db
    .select()
    .from(universities)
    .where(and(isNotNull(universities.worldRanking), lte(universities.worldRanking, maxRank)))
    .orderBy(asc(universities.worldRanking), asc(universities.searchName));
}

/** The first `count` universities in ranking order (unranked last, then by name). */
export async function firstByRanking(db: Db, count: number): Promise<UniversityRow[]> {
  return db
    .select()
    .from(universities)
    .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.searchName))
    .limit(count);
}

export async function findUniversity(db: Db, id: string): Promise<UniversityRow | undefined> {
  const [row] = await db.select().from(universities).where(eq(universities.id, id)).limit(1);
  return row;
}

/**
 * Up to `count` other universities of the same country: for a ranked one, the ranked ones nearest
 * in world rank (the better-ranked first on a tie); for an unranked one, the country's best ranked,
 * then by name.
 */
export async function sameCountryNearRank(
  db: Db,
  row: UniversityRow,
  count: number,
): Promise<UniversityRow[]> {
  const sameCountry = and(eq(universities.country, row.country), sql`${universities.id} <> ${row.id}`);
  const nearness =
    row.worldRanking === null
      ? [sql`${universities.worldRanking} asc nulls last`]
      : [
          sql`abs(${universities.worldRanking} - ${row.worldRanking}) asc nulls last`,
          asc(universities.worldRanking),
        ];
  return db
    .select()
    .from(universities)
    .where(sameCountry)
    .orderBy(...nearness, sql`${universities.name} collate "C" asc`, asc(universities.id))
    .limit(count);
}

/** Every university's id and last change, for the sitemap (ranked first, then by name). */
export async function catalogueEntries(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: universities.id, updatedAt: universities.updatedAt })
    .from(universities)
    .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.id));
}

/** The rows among `ids` that still exist. */
export async function universitiesByIds(db: Db, ids: readonly string[]): Promise<UniversityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(universities)
    .where(inArray(universities.id, [...ids]));
}

/** The catalogue's distinct country names, sorted. */
export async function distinctCountries(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: universities.country })
    .from(universities)
    .orderBy(asc(universities.country));
  return rows.map((row) => row.country);
}

/** Every country of the catalogue with its number of universities, by name. */
export async function countriesWithCounts(db: Db): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: universities.country, count: sql<number>`count(*)`.mapWith(Number) })
    .from(universities)
    .groupBy(universities.country)
    .orderBy(asc(universities.country));
}

/** Counts of the catalogue for the landing page: universities, countries, ranked, rank sources. */
export async function catalogueCounts(db: Db): Promise<{
  universities: number;
  countries: number;
  rankedUniversities: number;
  rankingSources: string[];
}> {
  const [row] = await db
    .select({
      universities: sql<number>`count(*)`.mapWith(Number),
      countries: sql<number>`count(distinct ${universities.country})`.mapWith(Number),
      rankedUniversities: sql<number>`count(${universities.worldRanking})`.mapWith(Number),
    })
    .from(universities);
  const sources = await db
    .selectDistinct({ source: universities.rankingSource })
    .from(universities)
    .where(and(isNotNull(universities.worldRanking), isNotNull(universities.rankingSource)))
    .orderBy(asc(universities.rankingSource));
  return {
    universities: row?.universities ?? 0,
    countries: row?.countries ?? 0,
    rankedUniversities: row?.rankedUniversities ?? 0,
    rankingSources: sources.flatMap((s) => (s.source ? [s.source] : [])),
  };
}

export async function countUniversities(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(universities);
  return row?.n ?? 0;
}

export async function insertUniversity(db: Db, row: NewUniversityRow): Promise<UniversityRow | undefined> {
  const [created] = await db.insert(universities).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateUniversity(
  db: Db,
  id: string,
  row: Partial<NewUniversityRow>,
): Promise<UniversityRow | undefined> {
  const [updated] = await db
    .update(universities)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(universities.id, id))
    .returning();
  return updated;
}

export async function deleteUniversity(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(universities)
    .where(eq(universities.id, id))
    .returning({ id: universities.id });
  return deleted.length === 1;
}

/**
 * The existing rows among `keys`: an import compares its figures with them and keeps the names
 * search needs that a file does not carry.
 */
export async function existingByKey(db: Db, keys: string[]): Promise<Map<string, UniversityRow>> {
  const found = new Map<string, UniversityRow>();
  // In slices: a bind parameter per key, and PostgreSQL takes at most 65,535 per statement.
  for (let i = 0; i < keys.length; i += 5_000) {
    const rows = await db
      .select()
      .from(universities)
      .where(inArray(universities.key, keys.slice(i, i + 5_000)));
    for (const row of rows) found.set(row.key, row);
  }
  return found;
}

/**
 * Inserts or updates by key, in batches; run it inside a transaction. An update sets the columns
 * its rows name, so rows naming different columns go in separate statements (a column a row leaves
 * out keeps its value).
 */
export async function upsertUniversities(db: Db, rows: NewUniversityRow[], batchSize = 500): Promise<void> {
  for (const sameColumns of groupByColumns(rows)) {
    for (let i = 0; i < sameColumns.length; i += batchSize) {
      const batch = sameColumns.slice(i, i + batchSize);
      await db
        .insert(universities)
        .values(batch)
        .onConflictDoUpdate({
          target: universities.key,
          set: Object.fromEntries(
            Object.keys(batch[0] ?? {})
              .filter((column) => column !== "id" && column !== "key" && column !== "createdAt")
              .map((column) => [column, sql.raw(`excluded.${toSnake(column)}`)]),
          ),
        });
    }
  }
}

/** Rows that name the same columns together, in their order within each group. */
function groupByColumns(rows: NewUniversityRow[]): NewUniversityRow[][] {
  const groups = new Map<string, NewUniversityRow[]>();
  for (const row of rows) {
    const shape = Object.keys(row).join(",");
    const group = groups.get(shape);
    if (group) group.push(row);
    else groups.set(shape, [row]);
  }
  return [...groups.values()];
}

/** Every university, in key order, for the CSV export. */
export async function allUniversities(db: Db): Promise<UniversityRow[]> {
  return db.select().from(universities).orderBy(asc(universities.key));
}

/** One page of the catalogue in key order, after `afterKey` (keyset paging), for the CSV export. */
export async function universitiesAfterKey(
  db: Db,
  afterKey: string | undefined,
  limit: number,
): Promise<UniversityRow[]> {
  return db
    .select()
    .from(universities)
    .where(afterKey === undefined ? undefined : gt(universities.key, afterKey))
    .orderBy(asc(universities.key))
    .limit(limit);
}

/** Recomputes planner statistics after a bulk change, so filtered queries use their indexes. */
export async function analyzeUniversities(db: Db): Promise<void> {
  await db.execute(sql`analyze universities`);
}

function toSnake(column: string): string {
  return column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
