import type { ImportPreview } from "@meridian/contract";
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

/** The rows the server refused, with the column and the reason. */
export function ImportErrorsTable({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-destructive">
        {errors.length} {errors.length === 1 ? "problem" : "problems"} to fix before importing
      </h3>
      <div className="max-h-56 overflow-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows with errors</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {errors.map((error) => (
              <tr key={`${error.row}-${error.field ?? ""}-${error.message}`}>
                <td className="px-3 py-2 tabular-nums">{error.row}</td>
                <td className="px-3 py-2">{error.field ?? "—"}</td>
                <td className="px-3 py-2">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
