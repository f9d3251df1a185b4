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
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type NewUniversityRow, type UniversityRow, universities } from "../../db/schema/index.js";
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
  sortBy: "relevance" | "ranking" | "tuition-low" | "tuition-high" | "alphabetical";
  limit: number;
  offset: number;
}

/** Every significant word as a prefix, all required: "univ of toront" finds "University of Toronto". */
function prefixTsQuery(text: string): string {
  return queryWords(text)
    .map((word) => `${word}:*`)
    .join(" & ");
}

function textCondition(f: CatalogueFilters): SQL | undefined {
  if (!f.text) return undefined;
  const tsQuery = prefixTsQuery(f.text);
  if (f.textMode === "fuzzy" || !tsQuery) return sql`${f.text} <% ${universities.searchTerms}`;
  return sql`${universities.searchVector} @@ to_tsquery('simple', ${tsQuery})`;
}

function whereOf(f: CatalogueFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [textCondition(f)];
  if (f.countries.length > 0) conditions.push(inArray(universities.country, f.countries));
  if (f.fields.length > 0) conditions.push(arrayOverlaps(universities.fieldsOfStudy, f.fields));
  if (f.degreeType) conditions.push(arrayContains(universities.degreeTypes, [f.degreeType]));
  if (f.minTuitionMinor !== undefined) conditions.push(gte(universities.tuitionMinMinor, f.minTuitionMinor));
  if (f.maxTuitionMinor !== undefined) conditions.push(lte(universities.tuitionMinMinor, f.maxTuitionMinor));
  if (f.maxRanking !== undefined) {
    conditions.push(isNotNull(universities.worldRanking), lte(universities.worldRanking, f.maxRanking));
  }
  return and(...conditions);
}

/** The sort of a search, ending on the id so that rows that tie keep one order across pages. */
function orderOf(f: CatalogueFilters): SQL[] {
  return [...sortOf(f), asc(universities.id)];
}

// Names compare as JavaScript compares strings (code points), so the in-memory index pages alike.
const byName = sql`${universities.searchName} collate "C" asc`;

// distinctiveName() in SQL: the name without its generic words ("university of toronto" -> "toronto").
const distinctive = sql`coalesce(nullif(btrim(regexp_replace(regexp_replace(${universities.searchName},
  ${GENERIC_WORD_PATTERN}, ' ', 'g'), ' +', ' ', 'g')), ''), ${universities.searchName})`;

// exactSpelling() in SQL: an acronym or alternate name as an exact query spells it.
const spelledExactly = (name: SQL) =>
  sql`regexp_replace(lower(unaccent(${name})), ${POSSESSIVE_PATTERN}, '', 'g')`;

function sortOf(f: CatalogueFilters): SQL[] {
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
      // Exact name (or its distinctive part, acronym, alternate name) first, then names or their
      // distinctive part starting with the text and universities in a city of that name; typo matches by closeness; then world rank. The
      // in-memory index (universities.search-index.ts) ranks the same way. (ts_rank over every
      // prefix match cost two thirds of a query's time and says little about short names.)
      const prefix = `${f.text.replace(/[%_\\]/g, "\\$&")}%`;
      return [
        desc(sql`case when ${universities.searchName} = ${f.text} or ${distinctive} = ${f.text}
            or exists (select 1 from unnest(${universities.acronyms}) a where ${spelledExactly(sql`a`)} = ${f.text})
            or exists (select 1 from unnest(${universities.alternateNames}) n where ${spelledExactly(sql`n`)} = ${f.text}) then 2
          when ${universities.searchName} like ${prefix} or ${distinctive} like ${prefix}
            or ${spelledExactly(sql`${universities.city}`)} = ${f.text} then 1 else 0 end`),
        ...(f.textMode === "fuzzy"
          ? [desc(sql`word_similarity(${f.text}, ${universities.searchTerms})`)]
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
 * each) was what made a page slow.
 */
export async function searchUniversities(
  db: Db,
  f: CatalogueFilters,
): Promise<{ rows: UniversityRow[]; total: number }> {
  const where = whereOf(f);
  const page = await db
    .select({ id: universities.id })
    .from(universities)
    .where(where)
    .orderBy(...orderOf(f))
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

/** The existing rows among `keys`, with the names search needs that an import file does not carry. */
export async function existingByKey(
  db: Db,
  keys: string[],
): Promise<Map<string, Pick<UniversityRow, "alternateNames" | "acronyms">>> {
  const found = new Map<string, Pick<UniversityRow, "alternateNames" | "acronyms">>();
  // In slices: a bind parameter per key, and PostgreSQL takes at most 65,535 per statement.
  for (let i = 0; i < keys.length; i += 5_000) {
    const rows = await db
      .select({
        key: universities.key,
        alternateNames: universities.alternateNames,
        acronyms: universities.acronyms,
      })
      .from(universities)
      .where(inArray(universities.key, keys.slice(i, i + 5_000)));
    for (const { key, ...rest } of rows) found.set(key, rest);
  }
  return found;
}

/** Inserts or updates by key, in batches; run it inside a transaction. */
export async function upsertUniversities(db: Db, rows: NewUniversityRow[], batchSize = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
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
