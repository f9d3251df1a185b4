import { Readable } from "node:stream";
import {
  type EnteredFigure,
  type ImportPreview,
  UniversityInputSchema,
  universityImportLimits,
} from "@meridian/contract";
import { parse as parseCsv } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import readXlsxFile from "read-excel-file/node";
import type { NewUniversityRow, UniversityRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext } from "../../lib/request-context.js";
import { readFileBytes } from "../../storage/file-storage.js";
import { recordAudit } from "../audit/audit.repository.js";
import { enteredAfter } from "./universities.entered.js";
import { factsAfterEdit } from "./universities.facts.js";
import { canManageCatalogue } from "./universities.policy.js";
import {
  analyzeUniversities,
  existingByKey,
  universitiesAfterKey,
  upsertUniversities,
} from "./universities.repository.js";
import { announceCatalogueChange } from "./universities.search-sync.js";
import { rankingColumns, rowFromInput } from "./universities.service.js";
import { searchTermsOf, stableKey } from "./universities.text.js";

/** The columns of the import and export file, in order. Lists use ";" between items. */
export const catalogueColumns = [
  "key",
  "name",
  "country",
  "countryCode",
  "city",
  "stateProvince",
  "website",
  "worldRanking",
  "specialization",
  "description",
  "fieldsOfStudy",
  "degreeTypes",
  "currency",
  "offerLetterFee",
  "annualFee",
  "tuitionMin",
  "tuitionMax",
] as const;
/**
 * Exports before decision 073 ended with a `sampleFields` column naming the row's generated demo
 * figures: such a file is still read, and the figures it names are not imported.
 */
const LEGACY_SAMPLE_COLUMN = "sampleFields";
const importColumns = [...catalogueColumns, LEGACY_SAMPLE_COLUMN] as const;
type Column = (typeof importColumns)[number];

const NUMBER_COLUMNS = new Set<Column>([
  "worldRanking",
  "offerLetterFee",
  "annualFee",
  "tuitionMin",
  "tuitionMax",
]);
const LIST_COLUMNS = new Set<Column>(["fieldsOfStudy", "degreeTypes"]);
/** The file's columns of each figure an old export could mark as a sample. */
const SAMPLE_FIGURE_COLUMNS: Partial<Record<EnteredFigure, Column[]>> = {
  annualFee: ["annualFee"],
  offerLetterFee: ["offerLetterFee"],
  tuitionFees: ["tuitionMin", "tuitionMax"],
  specialization: ["specialization"],
  description: ["description"],
  fieldsOfStudy: ["fieldsOfStudy"],
  degreeTypes: ["degreeTypes"],
};
// Read by the name a CSV cell holds, which may be any text.
const sampleColumnsByName = new Map(Object.entries(SAMPLE_FIGURE_COLUMNS));
const MAX_IMPORT_ROWS = universityImportLimits.maxRows;
const MAX_REPORTED_ERRORS = 200;

interface ParsedImport {
  columns: Column[];
  /** Each row with the file's columns it takes: those of the file less what the row marks as samples. */
  rows: { line: number; row: NewUniversityRow; columns: Column[] }[];
  errors: { row: number; field?: string; message: string }[];
  totalRows: number;
}

/** Reads a CSV or XLSX upload (told apart by its bytes, not its name) into header and cells. */
async function readTable(bytes: Buffer): Promise<string[][]> {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (isZip) {
    try {
      const [sheet] = await readXlsxFile(bytes);
      return (sheet?.data ?? []).map((cells) => cells.map((cell) => (cell === null ? "" : String(cell))));
    } catch {
      throw new AppError("VALIDATION_ERROR", "The file is not a readable XLSX workbook", { field: "file" });
    }
  }
  if (bytes.includes(0)) {
    throw new AppError("UNSUPPORTED_FILE_TYPE", "Upload a CSV or XLSX file", { field: "file" });
  }
  try {
    return parseCsv(bytes.toString("utf8").replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (err) {
    throw new AppError("VALIDATION_ERROR", `The CSV file cannot be read: ${(err as Error).message}`, {
      field: "file",
    });
  }
}

/** Checks every row of an upload; nothing is written here. */
export async function parseImport(bytes: Buffer): Promise<ParsedImport> {
  const [header, ...lines] = await readTable(bytes);
  if (!header) throw new AppError("VALIDATION_ERROR", "The file is empty", { field: "file" });
  const byName = new Map(importColumns.map((c) => [c.toLowerCase(), c]));
  const columns = header.map((title) => byName.get(title.trim().toLowerCase()));
  const unknown = header.filter((_, i) => columns[i] === undefined);
  if (unknown.length > 0) {
    throw new AppError("VALIDATION_ERROR", `Unknown column(s): ${unknown.join(", ")}`, {
      field: "file",
      hint: `Use the columns of the export: ${catalogueColumns.join(", ")}`,
    });
  }
  for (const required of ["name", "country", "countryCode"] as const) {
    if (!columns.includes(required)) {
      throw new AppError("VALIDATION_ERROR", `Missing column: ${required}`, { field: "file" });
    }
  }
  if (lines.length > MAX_IMPORT_ROWS) {
    throw new AppError("VALIDATION_ERROR", `At most ${MAX_IMPORT_ROWS} rows per import`, { field: "file" });
  }

  const present = columns as Column[];
  const result: ParsedImport = { columns: present, rows: [], errors: [], totalRows: lines.length };
  const seenKeys = new Map<string, number>();
  lines.forEach((cells, index) => {
    const line = index + 2; // 1-based, after the header
    const record: Record<string, unknown> = {};
    let cellError: { field: string; message: string } | undefined;
    const sampleCell = present.includes(LEGACY_SAMPLE_COLUMN)
      ? (cells[present.indexOf(LEGACY_SAMPLE_COLUMN)] ?? "").trim()
      : "";
    const samples = new Set(sampleCell.split(";").flatMap((v) => sampleColumnsByName.get(v.trim()) ?? []));
    const taken = present.filter((column) => column !== LEGACY_SAMPLE_COLUMN && !samples.has(column));
    present.forEach((column, i) => {
      const raw = (cells[i] ?? "").trim();
      if (column === "key" || !taken.includes(column)) return;
      if (raw === "") return;
      if (NUMBER_COLUMNS.has(column)) {
        const value = Number(raw.replace(/[,\s]/g, ""));
        if (!Number.isFinite(value)) cellError ??= { field: column, message: `"${raw}" is not a number` };
        record[column] = value;
      } else if (LIST_COLUMNS.has(column)) {
        record[column] = raw
          .split(";")
          .map((v) => v.trim())
          .filter(Boolean);
      } else {
        record[column] = raw;
      }
    });
    const parsed = UniversityInputSchema.safeParse(record);
    if (cellError || !parsed.success) {
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      result.errors.push({
        row: line,
        field: cellError?.field ?? issue?.path.join("."),
        message: cellError?.message ?? issue?.message ?? "Invalid row",
      });
      return;
    }
    const keyCell = present.includes("key") ? (cells[present.indexOf("key")] ?? "").trim() : "";
    const row: NewUniversityRow = {
      ...rowFromInput(parsed.data),
      key: keyCell || stableKey({ countryCode: parsed.data.countryCode, name: parsed.data.name }),
    };
    const earlier = seenKeys.get(row.key);
    if (earlier !== undefined) {
      result.errors.push({ row: line, field: "name", message: `Same university as row ${earlier}` });
      return;
    }
    seenKeys.set(row.key, line);
    result.rows.push({ line, row, columns: taken });
  });
  return result;
}

/**
 * Reads an uploaded import file back from storage and removes it: a file is checked or imported
 * once, and the admin sends it again for the next step. XLSX needs the whole workbook to parse;
 * the upload's 25 MB limit bounds the memory.
 */
async function takeImportFile(ctx: AppContext, fileKey: string): Promise<Buffer> {
  try {
    return await readFileBytes(ctx.storage, fileKey);
  } finally {
    await ctx.storage.delete(fileKey);
  }
}

/** What an import of the stored file would do: counts, per-row errors and a few rows to check. */
export async function previewImport(ctx: AppContext, actor: Actor, fileKey: string): Promise<ImportPreview> {
  authorize(canManageCatalogue(actor), "forbidden");
  const parsed = await parseImport(await takeImportFile(ctx, fileKey));
  const existing = await existingByKey(
    ctx.db,
    parsed.rows.map((r) => r.row.key),
  );
  const toUpdate = parsed.rows.filter((r) => existing.has(r.row.key)).length;
  return {
    totalRows: parsed.totalRows,
    validRows: parsed.rows.length,
    toCreate: parsed.rows.length - toUpdate,
    toUpdate,
    errors: parsed.errors.slice(0, MAX_REPORTED_ERRORS),
    sample: parsed.rows.slice(0, 10).map(({ line, row }) => ({
      row: line,
      key: row.key,
      name: row.name,
      country: row.country,
    })),
  };
}

/**
 * Writes the stored import file in one transaction, upserting by key; a file with any broken row
 * writes nothing. Columns missing from the file keep their current values.
 */
export async function commitImport(
  ctx: AppContext,
  caller: RequestContext,
  fileKey: string,
): Promise<{ created: number; updated: number }> {
  authorize(canManageCatalogue(caller.actor), "forbidden");
  const parsed = await parseImport(await takeImportFile(ctx, fileKey));
  if (parsed.errors.length > 0) {
    throw new AppError(
      "VALIDATION_ERROR",
      `${parsed.errors.length} row(s) have errors; nothing was imported`,
      {
        field: "file",
        details: { errors: parsed.errors.slice(0, MAX_REPORTED_ERRORS) },
      },
    );
  }
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await existingByKey(
      tx,
      parsed.rows.map((r) => r.row.key),
    );
    const at = ctx.now();
    const rows = parsed.rows.map(({ row, columns }) => {
      const before = existing.get(row.key);
      const written = onlyColumnsIn(row, columns, before);
      const after = { ...before, ...written };
      // Every row names the same columns (one upsert statement per batch), entered and facts too.
      return {
        ...written,
        entered: enteredAfter(before, after, { by: "import", at }),
        facts: factsAfterEdit(before?.facts ?? null, after),
      };
    });
    // Rows of one file may take different columns (a legacy sample column): upserted by shape.
    await upsertUniversities(tx, rows);
    const counts = { created: rows.length - existing.size, updated: existing.size };
    await recordAudit(tx, caller, "university.imported", { details: counts });
    return counts;
  });
  await analyzeUniversities(ctx.db);
  await announceCatalogueChange(ctx);
  return result;
}

/** Keeps the identity, search and the columns the file has, so an upsert leaves other columns alone. */
function onlyColumnsIn(
  row: NewUniversityRow,
  columns: Column[],
  existing: UniversityRow | undefined,
): NewUniversityRow {
  const has = (c: Column) => columns.includes(c);
  const out: NewUniversityRow = {
    key: row.key,
    name: row.name,
    country: row.country,
    countryCode: row.countryCode,
    searchName: row.searchName,
    // Alternate names and acronyms come from the open data, not the file: keep them searchable.
    searchTerms: searchTermsOf({ ...existing, name: row.name, city: row.city }),
  };
  const copy = (column: Column, key: keyof NewUniversityRow) => {
    // A column the file has but leaves empty clears the value.
    if (has(column)) Object.assign(out, { [key]: row[key] ?? null });
  };
  copy("city", "city");
  copy("stateProvince", "stateProvince");
  copy("website", "website");
  if (has("worldRanking")) Object.assign(out, rankingColumns(existing, row.worldRanking ?? null));
  copy("specialization", "specialization");
  copy("description", "description");
  copy("currency", "currency");
  copy("offerLetterFee", "offerLetterFeeMinor");
  copy("annualFee", "annualFeeMinor");
  copy("tuitionMin", "tuitionMinMinor");
  copy("tuitionMax", "tuitionMaxMinor");
  if (has("fieldsOfStudy")) out.fieldsOfStudy = row.fieldsOfStudy ?? [];
  if (has("degreeTypes")) out.degreeTypes = row.degreeTypes ?? [];
  if (!out.currency) out.currency = "USD";
  return out;
}

/** Rows read per page of the export; the event loop is free between pages. */
const EXPORT_PAGE_ROWS = 500;
/** What a second export on the embedded database is told to wait, in seconds. */
const EXPORT_RETRY_AFTER_SECONDS = 10;
// Embedded databases with an export running. PGlite runs every query on this process's one
// thread, so two exports would take turns with each other and with every other request.
const exportingDatabases = new WeakSet<object>();

/**
 * The catalogue as CSV (the import's columns), streamed in pages read by key so the server keeps
 * answering other requests meanwhile. On PGlite one export runs at a time per node; the next one
 * is refused with 429 and Retry-After.
 */
export async function exportCatalogueCsv(ctx: AppContext, actor: Actor): Promise<Readable> {
  authorize(canManageCatalogue(actor), "forbidden");
  const exclusive = ctx.database.driver === "pglite";
  if (exclusive && exportingDatabases.has(ctx.database)) {
    throw new AppError("RATE_LIMITED", "An export is already running.", {
      hint: "Only one catalogue export runs at a time; try again when it has finished.",
      retryAfterSeconds: EXPORT_RETRY_AFTER_SECONDS,
    });
  }
  if (exclusive) exportingDatabases.add(ctx.database);
  const stream = Readable.from(catalogueCsvPages(ctx), { objectMode: false });
  // "close" comes after the last page and after a client that went away: either frees the turn.
  stream.on("close", () => exportingDatabases.delete(ctx.database));
  return stream;
}

async function* catalogueCsvPages(ctx: AppContext): AsyncGenerator<string> {
  yield stringify([[...catalogueColumns]]);
  let afterKey: string | undefined;
  for (;;) {
    const rows = await universitiesAfterKey(ctx.db, afterKey, EXPORT_PAGE_ROWS);
    if (rows.length > 0) yield stringify(rows.map(csvCells));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_ROWS) return;
    afterKey = last.key;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const major = (minor: number | null) => (minor === null ? "" : String(minor / 100));
// Cells starting with = + - @ are prefixed so spreadsheet programs do not run them as formulas.
const safe = (cell: string | number) =>
  typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/** One university as the export's row of cells, in `catalogueColumns` order. */
function csvCells(u: UniversityRow): (string | number)[] {
  return [
    u.key,
    u.name,
    u.country,
    u.countryCode,
    u.city ?? "",
    u.stateProvince ?? "",
    u.website ?? "",
    u.worldRanking ?? "",
    u.specialization ?? "",
    u.description ?? "",
    u.fieldsOfStudy.join(";"),
    u.degreeTypes.join(";"),
    u.currency,
    major(u.offerLetterFeeMinor),
    major(u.annualFeeMinor),
    major(u.tuitionMinMinor),
    major(u.tuitionMaxMinor),
  ].map(safe);
}
