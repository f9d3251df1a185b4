import type { ImportPreview } from "@meridian/contract";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { formatCount } from "@/lib/format-count";
import type { ImportRowError } from "../api/import-universities";

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold text-foreground">{formatCount(value)}</dd>
    </div>
  );
}

/** The preview's counts. */
export function ImportTotals({ preview }: { preview: ImportPreview }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile label="Rows in file" value={preview.totalRows} />
      <Tile label="Valid rows" value={preview.validRows} />
      <Tile label="New" value={preview.toCreate} />
      <Tile label="Updates" value={preview.toUpdate} />
    </dl>
  );
}

const errorColumns: DataColumn<ImportRowError>[] = [
  { id: "row", header: "Row", className: "tabular-nums", cell: (error) => error.row },
  { id: "field", header: "Column", cell: (error) => error.field ?? "—" },
  { id: "message", header: "Problem", cell: (error) => error.message },
];

/** The rows the server refused, with the column and the reason. */
export function ImportErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-destructive">
        {errors.length} {errors.length === 1 ? "problem" : "problems"} to fix before importing
      </h3>
      <DataTable
        caption="Rows with errors"
        // Long lists scroll in their own region, which takes the focus to be scrolled by keyboard.
        focusableScroll
        className="max-h-56 overflow-auto sm:max-h-56"
        columns={errorColumns}
        rows={errors}
        rowKey={(error) => `${error.row}-${error.field ?? ""}-${error.message}`}
        empty={{ message: "No problems." }}
      />
    </div>
  );
}

/** The first rows as the server read them, to check the columns landed where expected. */
export function ImportSample({ sample }: { sample: ImportPreview["sample"] }) {
  if (sample.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">First rows</h3>
      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {sample.map((row) => (
          <li key={row.row} className="flex justify-between gap-3 px-3 py-2">
            <span className="truncate text-foreground">{row.name}</span>
            <span className="shrink-0 text-muted-foreground">{row.country}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
