import { z } from "zod";
import { defineDownloadEndpoint } from "./common/download.js";
import { defineEndpoint, publicCacheControl } from "./common/endpoint.js";
import { idParams } from "./common/record-id.js";
import { text } from "./common/text.js";
import { defineUploadEndpoint, fileTypes } from "./common/upload.js";
import { featuredUniversitiesPath, searchLimits, UNIVERSITY_SEARCH_MAX_LENGTH } from "./constants.js";

/** Filter option lists of spec part 2 §3. */
export const universityFilterOptions = {
  countries: [
    "United States",
    "United Kingdom",
    "Canada",
    "Australia",
    "Germany",
    "France",
    "Netherlands",
    "Switzerland",
    "Sweden",
    "Norway",
    "Denmark",
    "Japan",
    "South Korea",
    "Singapore",
    "New Zealand",
  ],
  fields: [
    "Computer Science",
    "Engineering",
    "Business",
    "Medicine",
    "Law",
    "Arts & Humanities",
    "Social Sciences",
    "Natural Sciences",
    "Mathematics",
    "Psychology",
    "Economics",
    "Education",
    "Architecture",
    "Design",
    "Music",
  ],
  degreeTypes: ["Bachelor's", "Master's", "PhD", "Certificate", "Diploma"],
  tuitionBuckets: [
    { label: "Under $10,000", min: 0, max: 10_000 },
    { label: "$10,000 - $25,000", min: 10_000, max: 25_000 },
    { label: "$25,000 - $50,000", min: 25_000, max: 50_000 },
    { label: "$50,000 - $75,000", min: 50_000, max: 75_000 },
    { label: "Over $75,000", min: 75_000, max: 999_999 },
  ],
  rankings: [10, 50, 100, 500],
  sorts: ["relevance", "ranking", "tuition-low", "tuition-high", "alphabetical"],
} as const;

export const UniversitySortSchema = z.enum(universityFilterOptions.sorts);
export type UniversitySort = z.infer<typeof UniversitySortSchema>;

/** How many universities "Similar universities" lists. */
export const SIMILAR_UNIVERSITIES_COUNT = 4;

/** The most a page may hold; `limit` above it is capped, not refused. */
export const UNIVERSITY_PAGE_MAX = 50;

const commaList = (max: number) =>
  text()
    .max(2000)
    .transform((value) =>
      value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text().max(100)).max(max));

const money = z.coerce.number().int().min(0).max(10_000_000);

export const UniversitySearchQuerySchema = z
  .object({
    search: text().trim().max(UNIVERSITY_SEARCH_MAX_LENGTH).optional(),
    country: commaList(50).optional(),
    fields: commaList(20).optional(),
    degreeType: z.enum(universityFilterOptions.degreeTypes).optional(),
    minTuition: money.optional(),
    maxTuition: money.optional(),
    maxRanking: z.coerce.number().int().min(1).max(100_000).optional(),
    /**
     * "true": a figure filter (tuition, fields, degree type) also keeps the universities that do
     * not publish that figure, instead of leaving them out (decision 073).
     */
    includeUnpublished: z
      .enum(["true", "false"], { error: 'Use "true" or "false"' })
      .transform((value) => value === "true")
      .optional(),
    sortBy: UniversitySortSchema.default("relevance"),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(searchLimits.pageSize)
      .transform((n) => Math.min(n, UNIVERSITY_PAGE_MAX)),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => q.minTuition === undefined || q.maxTuition === undefined || q.minTuition <= q.maxTuition, {
    message: "minTuition must not exceed maxTuition",
    path: ["minTuition"],
  });
export type UniversitySearchQuery = z.input<typeof UniversitySearchQuerySchema>;

/** A dataset a figure comes from: who publishes it, which year's data, where, under what licence. */
export const FactSourceSchema = z.object({
  /** Stable id, e.g. "scorecard-2021-22", that each fact names in its `sources`. */
  id: z.string(),
  name: z.string(),
  year: z.string(),
  url: z.string(),
  licence: z.string(),
});
export type FactSource = z.infer<typeof FactSourceSchema>;

/** Every sourced fact carries the year of its data and the ids of the datasets it comes from. */
const sourcedFact = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, year: z.string(), sources: z.array(z.string()) });

const DegreeLevelSchema = z.enum(universityFilterOptions.degreeTypes);
/** Who runs a US university, as IPEDS says (its control). */
export const ownershipKinds = ["public", "private nonprofit", "private for-profit"] as const;

/**
 * Facts a public source publishes for this university (today: US federal data, College Scorecard
 * 2021-22 and IPEDS 2024-25, decision 052), each with its year and sources. Null when none is known.
 */
export const UniversityFactsSchema = z.object({
  sources: z.array(FactSourceSchema),
  ownership: sourcedFact({ kind: z.enum(ownershipKinds) }).nullable(),
  students: sourcedFact({
    undergraduate: z.number().int().nullable(),
    graduate: z.number().int().nullable(),
  }).nullable(),
  /** Yearly tuition and required fees of a full-time undergraduate, in `currency`. */
  tuition: sourcedFact({
    currency: z.string(),
    outOfState: z.number(),
    inState: z.number(),
  }).nullable(),
  /** A year's budget the university publishes beside tuition (room and board, other expenses, books). */
  livingCosts: sourcedFact({
    currency: z.string(),
    roomBoardOnCampus: z.number().nullable(),
    otherOnCampus: z.number().nullable(),
    roomBoardOffCampus: z.number().nullable(),
    otherOffCampus: z.number().nullable(),
    booksSupplies: z.number().nullable(),
  }).nullable(),
  /** Shares (0 to 1) of the undergraduate degrees and certificates awarded, largest first. */
  fieldShares: sourcedFact({
    fields: z.array(z.object({ field: z.string(), share: z.number() })),
  }).nullable(),
  degrees: sourcedFact({
    /** The catalogue's degree levels the university awards. */
    levels: z.array(DegreeLevelSchema),
    /** Levels implied rather than recorded (a research doctorate with graduate programmes implies a master's). */
    inferred: z.array(DegreeLevelSchema),
    /** The awards behind them as the source names them ("associate's degree" is shown as Diploma). */
    awards: z.array(z.string()),
    /** The highest degree awarded, as the source names it. */
    highest: z.string().nullable(),
  }).nullable(),
  /** Set when the source lists the institution as closed, merged or reported under another campus. */
  status: z.string().nullable(),
});
export type UniversityFacts = z.infer<typeof UniversityFactsSchema>;

/**
 * A modelled living-cost figure for the university's country (decision 052): a US median student
 * budget scaled by the country's price level. An estimate, never a measured cost.
 */
export const LivingCostEstimateSchema = z.object({
  /** US dollars for an academic year of about nine months, rounded to 100. */
  amount: z.number(),
  currency: z.literal("USD"),
  /** The country's price level relative to the United States (1 = US prices) and its year. */
  priceLevelRatio: z.number(),
  priceLevelYear: z.number().int(),
  /** The US baseline and its year. */
  baseline: z.number(),
  baselineYear: z.string(),
  method: z.string(),
  sources: z.array(FactSourceSchema),
  attribution: z.string(),
});
export type LivingCostEstimate = z.infer<typeof LivingCostEstimateSchema>;

/** The figures of a university an admin may enter by hand or import (the form's and the file's). */
export const enteredFigures = [
  "worldRanking",
  "specialization",
  "description",
  "fieldsOfStudy",
  "degreeTypes",
  "offerLetterFee",
  "annualFee",
  "tuitionFees",
] as const;
export type EnteredFigure = (typeof enteredFigures)[number];

/** Who put a figure in the catalogue and when: an admin in the form, or an admin's file import. */
export const EnteredFigureSchema = z.object({
  by: z.enum(["admin", "import"]),
  at: z.iso.datetime(),
});
export const EnteredFiguresSchema = z.partialRecord(z.enum(enteredFigures), EnteredFigureSchema);
export type EnteredFigures = z.infer<typeof EnteredFiguresSchema>;

/** A university as another record names it (an application, a recommendation): enough to show it. */
export const UniversityRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  website: z.string().nullable(),
});

export const UniversitySchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  stateProvince: z.string().nullable(),
  website: z.string().nullable(),
  domains: z.array(z.string()),
  alternateNames: z.array(z.string()),
  acronyms: z.array(z.string()),
  foundedYear: z.number().int().nullable(),
  worldRanking: z.number().int().nullable(),
  ranking: z.object({
    world: z.number().int().nullable(),
    band: z.string().nullable(),
    source: z.string().nullable(),
    /** The ranking's licence as its source file states it (e.g. "proprietary/unclear"), shown beside the rank. */
    license: z.string().nullable(),
  }),
  specialization: z.string().nullable(),
  description: z.string().nullable(),
  fieldsOfStudy: z.array(z.string()),
  degreeTypes: z.array(z.string()),
  currency: z.string(),
  offerLetterFee: z.number().nullable(),
  annualFee: z.number().nullable(),
  tuitionFees: z.object({
    international: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
  /**
   * Figures an admin typed in or imported, each with when (decision 073). A figure neither here
   * nor in `facts` has no source in the catalogue; the presenter never shows one without a source.
   */
  entered: EnteredFiguresSchema,
  /** Facts a public source publishes, with their years and sources; null when none is known. */
  facts: UniversityFactsSchema.nullable(),
});
export type University = z.infer<typeof UniversitySchema>;

/** One university's page: the catalogue record and the living-cost estimate of its country. */
export const UniversityDetailSchema = UniversitySchema.extend({
  livingCostEstimate: LivingCostEstimateSchema.nullable(),
});
export type UniversityDetail = z.infer<typeof UniversityDetailSchema>;

/** The figures a search can filter on that a university may not publish. */
export const filterFigures = ["tuition", "fieldsOfStudy", "degreeTypes"] as const;
export type FilterFigure = (typeof filterFigures)[number];

export const UniversityListSchema = z.object({
  universities: z.array(UniversitySchema),
  total: z.number().int(),
  hasMore: z.boolean(),
  /**
   * The universities that match every filter except a figure they do not publish: left out of
   * `total` unless `included` (the query's includeUnpublished), when they are counted in it and
   * listed after those that publish it in a tuition sort (decision 073). `figures`: the figure
   * filters of the query; empty when it has none, and then `count` is 0.
   */
  unpublished: z.object({
    count: z.number().int(),
    figures: z.array(z.enum(filterFigures)),
    included: z.boolean(),
  }),
});
export type UniversityList = z.infer<typeof UniversityListSchema>;

/** The admin catalogue's page: its universities in `data`, the search's totals in `meta`. */
export const UniversityListMetaSchema = UniversityListSchema.omit({ universities: true });

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options).trim().max(max).nullable().optional();
const optionalMoney = z.number().int().min(0).max(10_000_000).nullable().optional();

/** What an admin enters for a university; figures entered by hand are real, not sample. */
export const UniversityInputSchema = z
  .object({
    name: text().trim().min(2, "Name is required").max(200),
    country: text().trim().min(2, "Country is required").max(100),
    countryCode: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Use a two-letter ISO country code"),
    city: optionalText(120),
    stateProvince: optionalText(120),
    website: text()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/i, "Website must start with http:// or https://")
      .nullable()
      .optional(),
    worldRanking: z.number().int().min(1).max(100_000).nullable().optional(),
    specialization: optionalText(200),
    description: optionalText(4000, { multiline: true }),
    fieldsOfStudy: z.array(z.enum(universityFilterOptions.fields)).max(15).optional(),
    degreeTypes: z.array(z.enum(universityFilterOptions.degreeTypes)).max(5).optional(),
    currency: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code")
      .optional(),
    offerLetterFee: optionalMoney,
    annualFee: optionalMoney,
    tuitionMin: optionalMoney,
    tuitionMax: optionalMoney,
  })
  .refine((u) => u.tuitionMin == null || u.tuitionMax == null || u.tuitionMin <= u.tuitionMax, {
    message: "Minimum tuition must not exceed maximum tuition",
    path: ["tuitionMin"],
  });
export type UniversityInput = z.input<typeof UniversityInputSchema>;

export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
export const ImportPreviewSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  sample: z.array(
    z.object({ row: z.number().int(), key: z.string(), name: z.string(), country: z.string() }),
  ),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });

const IdParams = idParams("university");

export const universityEndpoints = {
  search: defineEndpoint({
    method: "GET",
    path: "/api/universities",
    summary: "Search and filter the catalogue",
    tags: ["universities"],
    query: UniversitySearchQuerySchema,
    response: UniversityListSchema,
    cacheControl: publicCacheControl,
  }),
  featured: defineEndpoint({
    method: "GET",
    path: featuredUniversitiesPath,
    summary: "Three random universities for the landing teaser (ranked 20 or better when there are 3)",
    tags: ["universities"],
    response: z.array(UniversitySchema),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/universities/{id}",
    summary: "One university, with the living-cost estimate of its country",
    tags: ["universities"],
    params: IdParams,
    response: UniversityDetailSchema,
    cacheControl: publicCacheControl,
  }),
  similar: defineEndpoint({
    method: "GET",
    path: "/api/universities/{id}/similar",
    summary: "Up to 4 universities of the same country, the nearest in world rank first",
    tags: ["universities"],
    params: IdParams,
    response: z.array(UniversitySchema),
    cacheControl: publicCacheControl,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/universities",
    summary: "The catalogue for admins (same filters as the search)",
    tags: ["universities"],
    query: UniversitySearchQuerySchema,
    response: z.array(UniversitySchema),
    meta: UniversityListMetaSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/universities",
    summary: "Add a university (admins)",
    tags: ["universities"],
    body: UniversityInputSchema,
    response: UniversitySchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/admin/universities/{id}",
    summary: "Edit a university (admins)",
    tags: ["universities"],
    params: IdParams,
    body: UniversityInputSchema,
    response: UniversitySchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/universities/{id}",
    summary: "Delete a university (admins)",
    tags: ["universities"],
    params: IdParams,
    response: z.object({ id: z.uuid() }),
  }),
} as const;

/** Limits of a catalogue import file, checked by the browser and enforced by the server. */
export const universityImportLimits = { maxBytes: 25 * 1024 * 1024, maxRows: 20_000 } as const;

/** The file of a catalogue import: a CSV or XLSX workbook, told apart by its bytes, up to 25 MB. */
const catalogueFile = {
  field: "file",
  maxBytes: universityImportLimits.maxBytes,
  accept: [fileTypes.csv, fileTypes.xlsx],
} as const;

/** Bulk import for admins: check a file (preview), then import it (commit). */
export const universityImportEndpoints = {
  preview: defineUploadEndpoint({
    method: "POST",
    path: "/api/admin/universities/import/preview",
    summary: "Check a CSV/XLSX import: counts and per-row errors; writes nothing",
    tags: ["universities"],
    upload: catalogueFile,
    response: ImportPreviewSchema,
  }),
  commit: defineUploadEndpoint({
    method: "POST",
    path: "/api/admin/universities/import",
    summary: "Import a CSV/XLSX file in one transaction (upsert by key)",
    tags: ["universities"],
    upload: catalogueFile,
    response: ImportResultSchema,
  }),
} as const;

/** The catalogue as a CSV file (the import's columns), for admins. */
export const universityExportEndpoints = {
  csv: defineDownloadEndpoint({
    method: "GET",
    path: "/api/admin/universities/export.csv",
    summary: "The catalogue as CSV",
    tags: ["universities"],
    download: { contentType: "text/csv; charset=utf-8" },
  }),
} as const;

/** A country of the catalogue and how many of its universities it holds. */
export const CatalogueCountrySchema = z.object({ name: z.string(), count: z.number().int() });
export type CatalogueCountry = z.infer<typeof CatalogueCountrySchema>;
export const CatalogueCountryListSchema = z.object({ countries: z.array(CatalogueCountrySchema) });
export type CatalogueCountryList = z.infer<typeof CatalogueCountryListSchema>;

/** Every country present in the catalogue, for the country filter (the spec's 15 are its popular group). */
export const universityCountryEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/universities/countries",
    summary: "Every country of the catalogue with its number of universities, A to Z",
    tags: ["universities"],
    response: CatalogueCountryListSchema,
    cacheControl: publicCacheControl,
  }),
} as const;
