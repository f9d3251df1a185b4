import type { EnteredFigures, UniversityFacts } from "@meridian/contract";
import { sql } from "drizzle-orm";
import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The catalogue. Figures no open source has (fees, tuition, specialization, description, fields,
 * degree types) are entered by admins or imported, each stamped in `entered`; nothing is generated
 * (decision 073). Money is stored in minor units of `currency`.
 */
export const universities = pgTable(
  "universities",
  {
    id: idColumn(),
    /** Stable import key: the ROR id when there is one, else country code and normalised name. */
    key: text().notNull(),
    name: text().notNull(),
    countryCode: text().notNull(),
    country: text().notNull(),
    city: text(),
    stateProvince: text(),
    website: text(),
    domains: text().array().notNull().default(sql`'{}'::text[]`),
    alternateNames: text().array().notNull().default(sql`'{}'::text[]`),
    acronyms: text().array().notNull().default(sql`'{}'::text[]`),
    foundedYear: integer(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    rorId: text(),
    wikidataId: text(),
    worldRanking: integer(),
    worldRankingBand: text(),
    rankingSource: text(),
    rankingLicense: text(),
    specialization: text(),
    description: text(),
    fieldsOfStudy: text().array().notNull().default(sql`'{}'::text[]`),
    degreeTypes: text().array().notNull().default(sql`'{}'::text[]`),
    currency: text().notNull().default("USD"),
    offerLetterFeeMinor: integer(),
    annualFeeMinor: integer(),
    tuitionMinMinor: integer(),
    tuitionMaxMinor: integer(),
    /** Figures an admin typed in or imported, each with who (the form or a file) and when. */
    entered: jsonb().$type<EnteredFigures>().notNull().default({}),
    provenance: jsonb().$type<Record<string, unknown>>(),
    /** Facts a public source publishes (decision 052), each with its year and sources; null when none. */
    facts: jsonb().$type<UniversityFacts>(),
    /** Lower-case, accent-free name, for exact/prefix matches and alphabetical order. */
    searchName: text().notNull(),
    /** Name, alternate names, acronyms and city, lower-case and accent-free, for text search. */
    searchTerms: text().notNull(),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('simple', search_terms)`),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("universities_key_key").on(t.key),
    index("universities_search_terms_trgm_idx").using("gin", sql`${t.searchTerms} gin_trgm_ops`),
    index("universities_search_vector_idx").using("gin", t.searchVector),
    index("universities_search_name_idx").on(sql`${t.searchName} text_pattern_ops`),
    index("universities_country_ranking_idx").on(t.country, t.worldRanking),
    index("universities_ranking_idx").on(t.worldRanking),
    index("universities_tuition_idx").on(t.tuitionMinMinor),
    index("universities_fields_idx").using("gin", t.fieldsOfStudy),
    index("universities_degree_types_idx").using("gin", t.degreeTypes),
  ],
);
export type UniversityRow = typeof universities.$inferSelect;
export type NewUniversityRow = typeof universities.$inferInsert;
