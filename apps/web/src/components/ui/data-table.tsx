import {
  type ColumnDef,
  createSortedRowModel,
  type Row,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import type { SortState } from "@/lib/use-list-query-state";
import { EmptyNote, LoadFailure, NextStep } from "./panel-states";
import { Skeleton } from "./skeleton";

/** One column of a `DataTable`. */
export interface DataColumn<T extends RowData> {
  /** Unique in the table; the sort key a server-sorted list receives. */
  id: string;
  /** The column's header, and the label of its value on a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Sorts the column in the browser by this value (for lists the server answers whole). */
  sortValue?: (row: T) => string | number | null | undefined;
  /**
   * Sorts the column on the server: the table is given `sort`, and the list puts it into its
   * query (`useListQueryState` holds the order; the query schema decides what it may sort by).
   */
  serverSort?: boolean;
  /** The cell that names the row: a row header for screen readers, the title of its card. */
  rowHeader?: boolean;
  /** Left out of the card layout (what the card's title already says, a figure only wide screens need). */
  hideOnCard?: boolean;
  align?: "start" | "end";
  /** Classes for the column's cells (wrapping, width). */
  className?: string;
}

/** Where rows turn into cards: under 640 px (`sm`), or under 1024 px for a wide table (`lg`). */
export type CardBreakpoint = "sm" | "lg";

// Full class names, so Tailwind finds them; one set per breakpoint. The same DOM serves both
// layouts: a real table, whose cells a narrow screen stacks as "label: value" cards. The labels
// are hidden from screen readers, which already announce each cell's column header.
const layouts: Record<
  CardBreakpoint,
  {
    frame: string;
    table: string;
    head: string;
    body: string;
    row: string;
    title: string;
    cell: string;
    label: string;
    off: string;
    actions: string;
    /** In the table, the icon buttons (32 px) stand centred on the first line of text (20 px). */
    actionButtons: string;
    /** A selectable table: the header row stays, for its select-all box; only its names are hidden. */
    selectHead: string;
    headName: string;
    selectAll: string;
    /** A selectable card: its box beside the title, every other cell across the card. */
    selectRow: string;
    selectCell: string;
    across: string;
  }
> = {
  sm: {
    frame: "sm:overflow-x-auto sm:rounded-lg sm:border sm:border-border",
    table: "max-sm:block",
    head: "max-sm:sr-only",
    body: "max-sm:grid max-sm:gap-3 sm:divide-y sm:divide-border",
    row: "max-sm:grid max-sm:gap-1.5 max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:bg-background max-sm:p-3",
    title: "max-sm:block max-sm:p-0 max-sm:text-left max-sm:text-base",
    cell: "max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right",
    label: "shrink-0 text-left text-xs text-muted-foreground sm:hidden",
    off: "max-sm:hidden",
    actions: "max-sm:justify-start max-sm:border-t max-sm:border-border max-sm:pt-2",
    actionButtons: "sm:-my-1.5",
    selectHead: "max-sm:block max-sm:bg-transparent max-sm:*:flex",
    headName: "max-sm:sr-only",
    selectAll: "max-sm:flex max-sm:p-0 max-sm:pb-1",
    selectRow: "max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:gap-x-3",
    selectCell: "max-sm:p-0",
    across: "max-sm:col-span-2",
  },
  lg: {
    frame: "lg:overflow-x-auto lg:rounded-lg lg:border lg:border-border",
    table: "max-lg:block",
    head: "max-lg:sr-only",
    body: "max-lg:grid max-lg:gap-3 lg:divide-y lg:divide-border",
    row: "max-lg:grid max-lg:gap-1.5 max-lg:rounded-lg max-lg:border max-lg:border-border max-lg:bg-background max-lg:p-3",
    title: "max-lg:block max-lg:p-0 max-lg:text-left max-lg:text-base",
    cell: "max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:p-0 max-lg:text-right",
    label: "shrink-0 text-left text-xs text-muted-foreground lg:hidden",
    off: "max-lg:hidden",
    actions: "max-lg:justify-start max-lg:border-t max-lg:border-border max-lg:pt-2",
    actionButtons: "lg:-my-1.5",
    selectHead: "max-lg:block max-lg:bg-transparent max-lg:*:flex",
    headName: "max-lg:sr-only",
    selectAll: "max-lg:flex max-lg:p-0 max-lg:pb-1",
    selectRow: "max-lg:grid-cols-[auto_minmax(0,1fr)] max-lg:gap-x-3",
    selectCell: "max-lg:p-0",
    across: "max-lg:col-span-2",
  },
};

/** What a table shows when its rows could not be loaded; false while nothing failed. */
export type TableFailure = { message: string; retry: () => void } | false;

/** The failure of the query a table shows: its message once the query has failed, and a retry. */
export function queryFailure(
  query: { isError: boolean; refetch: () => unknown },
  message: string,
): TableFailure {
  return query.isError && { message, retry: () => void query.refetch() };
}

export interface DataTableProps<T extends RowData> {
  /** The table's name: its caption (visually hidden unless `captionVisible`). */
  caption: string;
  captionVisible?: boolean;
  columns: readonly DataColumn<T>[];
  /** The rows; undefined while the first answer is on its way (skeleton rows, aria-busy). */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** A row's accessible name, when its row header alone does not say it. */
  rowLabel?: (row: T) => string;
  /** The rows could not be loaded (shown while `rows` is undefined): what failed, and how to ask again. */
  failure?: TableFailure;
  /** No rows: what the list is waiting for, and the actions that fill it. */
  empty: { message: ReactNode; action?: ReactNode };
  /** The rows on screen are an earlier answer while the next one loads (another page). */
  busy?: boolean;
  /** The buttons of a row (or a menu of them), in a last column. */
  actions?: (row: T) => ReactNode;
  /** The server orders the list: the current order and its setter (from `useListQueryState`). */
  sort?: { value: SortState; onChange: (sort: SortState) => void };
  /** Rows can be picked for a bulk action: a box in each row and one for every row shown. */
  selection?: RowSelection<T>;
  cardsBelow?: CardBreakpoint;
  /**
   * The table has no control of its own: its scrolling region takes the keyboard focus, so it can
   * be scrolled without a mouse (axe's scrollable-region-focusable).
   */
  focusableScroll?: boolean;
  /** Skeleton rows while loading. */
  loadingRows?: number;
  className?: string;
}

/** The rows picked, by `rowKey`, held by the list (which clears them when its page or filter changes). */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** A row's box: "Select Ana Lima". */
  rowLabel: (row: T) => string;
  /** The header's box: "Select every student on this page". */
  allLabel: string;
}

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
});

const checkboxClasses = "size-4 cursor-pointer accent-primary";

/** Nulls last, numbers as numbers, text in the reader's collation (Zürich beside Zurich). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

const naturalSort = <T extends RowData>(a: Row<typeof features, T>, b: Row<typeof features, T>, id: string) =>
  compareValues(a.getValue(id), b.getValue(id));

const ariaSort = { asc: "ascending", desc: "descending" } as const;

const skeletonKeys = (count: number) => Array.from({ length: count }, (_, index) => `skeleton-${index}`);

/**
 * A list's placeholder while its first answer is on its way: skeleton rows (or cards, given their
 * height), one status that says what is loading.
 */
export function ListLoading({
  label,
  count,
  itemClassName = "h-10",
}: {
  /** "Plans: loading". */
  label: string;
  count: number;
  itemClassName?: string;
}) {
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={label} role="status">
      {skeletonKeys(count).map((key) => (
        <Skeleton key={key} className={cn("w-full", itemClassName)} />
      ))}
    </div>
  );
}

/**
 * A list as a real table (caption, column and row headers, sortable headers with aria-sort),
 * with its loading, failure and empty states, and cards on narrow screens. Headless TanStack
 * Table orders the rows; this component owns the markup.
 */
export function DataTable<T extends RowData>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowLabel,
  failure,
  empty,
  busy = false,
  actions,
  sort,
  selection,
  cardsBelow = "sm",
  focusableScroll = false,
  loadingRows = 4,
  className,
}: DataTableProps<T>) {
  const captionId = useId();
  const layout = layouts[cardsBelow];
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const sorting: SortingState = sort ? (sort.value ? [sort.value] : []) : clientSorting;
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === "function" ? updater(sorting) : updater;
    if (sort) sort.onChange(next[0] ?? null);
    else setClientSorting(next);
  };

  const definitions = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, T> => ({
          id: column.id,
          // Undefined sorts last (sortUndefined), so a missing figure never leads the list.
          accessorFn: (row: T) => column.sortValue?.(row) ?? undefined,
          enableSorting: sort ? column.serverSort === true : column.sortValue !== undefined,
          sortFn: naturalSort,
          sortUndefined: "last",
        }),
      ),
    [columns, sort],
  );
  const data = useMemo(() => (rows ?? []) as T[], [rows]);
  const rowSelection: RowSelectionState = Object.fromEntries(
    [...(selection?.selected ?? [])].map((key) => [key, true] as const),
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    // TanStack may keep a deselected row as `false`: only the `true` ones are selected.
    selection?.onChange(new Set(Object.keys(next).filter((key) => next[key])));
  };
  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: (row) => rowKey(row),
    state: { sorting, rowSelection },
    onSortingChange,
    enableRowSelection: selection !== undefined,
    onRowSelectionChange,
    manualSorting: sort !== undefined,
    sortDescFirst: false,
    enableMultiSort: false,
  });

  if (rows === undefined) {
    if (failure) return <LoadFailure message={failure.message} onRetry={failure.retry} />;
    return <ListLoading label={`${caption}: loading`} count={loadingRows} />;
  }
  if (rows.length === 0) {
    return empty.action ? (
      <NextStep message={empty.message}>{empty.action}</NextStep>
    ) : (
      <EmptyNote>{empty.message}</EmptyNote>
    );
  }

  const byId = new Map(columns.map((column) => [column.id, column]));
  const alignClass = (column: DataColumn<T>) => (column.align === "end" ? "text-right" : "text-left");

  return (
    <div
      className={cn(layout.frame, className)}
      {...(focusableScroll
        ? // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
          { tabIndex: 0, role: "region", "aria-labelledby": captionId }
        : {})}
    >
      <table className={cn("w-full text-left text-sm", layout.table)} aria-busy={busy || undefined}>
        <caption
          id={captionId}
          className={
            captionVisible ? "px-3 py-2 text-left text-xs text-muted-foreground max-sm:px-0" : "sr-only"
          }
        >
          {caption}
        </caption>
        <thead
          className={cn(
            "bg-muted text-xs text-muted-foreground",
            selection ? layout.selectHead : layout.head,
          )}
        >
          <tr>
            {selection ? (
              <th scope="col" className={cn("w-10 px-3 py-2 text-left font-medium", layout.selectAll)}>
                {/* On cards the header row stays for this box, with a word beside it. */}
                <label className="inline-flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className={checkboxClasses}
                    aria-label={selection.allLabel}
                    checked={table.getIsAllRowsSelected()}
                    onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
                  />
                  <span aria-hidden="true" className={layout.label}>
                    Select all
                  </span>
                </label>
              </th>
            ) : null}
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const column = byId.get(header.column.id);
              if (!column) return null;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? ariaSort[sorted] : undefined}
                  className={cn(
                    "px-3 py-2 font-medium whitespace-nowrap",
                    alignClass(column),
                    column.hideOnCard && layout.off,
                    selection && layout.headName,
                  )}
                >
                  {header.column.getCanSort() ? (
                    <SortButton
                      label={column.header}
                      sorted={sorted}
                      onClick={() => header.column.toggleSorting(undefined, false)}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions ? (
              <th
                scope="col"
                className={cn("px-3 py-2 text-right font-medium", selection && layout.headName)}
              >
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={layout.body}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              aria-label={rowLabel?.(row.original)}
              className={cn(layout.row, selection && layout.selectRow)}
            >
              {selection ? (
                <td className={cn("px-3 py-2 align-top", layout.selectCell)}>
                  <input
                    type="checkbox"
                    className={cn(checkboxClasses, "mt-1")}
                    aria-label={selection.rowLabel(row.original)}
                    checked={row.getIsSelected()}
                    onChange={(event) => row.toggleSelected(event.target.checked)}
                  />
                </td>
              ) : null}
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? "row" : undefined}
                    className={cn(
                      "px-3 py-2 align-top",
                      alignClass(column),
                      column.rowHeader ? "font-medium text-foreground" : "text-muted-foreground",
                      column.rowHeader ? layout.title : layout.cell,
                      column.hideOnCard && layout.off,
                      selection && !column.rowHeader && layout.across,
                      column.className,
                    )}
                  >
                    {column.rowHeader ? null : (
                      <span aria-hidden="true" className={layout.label}>
                        {column.header}
                      </span>
                    )}
                    {column.rowHeader ? column.cell(row.original) : <span>{column.cell(row.original)}</span>}
                  </Cell>
                );
              })}
              {actions ? (
                <td
                  className={cn(
                    "px-3 py-2 align-top",
                    layout.cell,
                    layout.actions,
                    selection && layout.across,
                  )}
                >
                  <div className={cn("flex flex-wrap justify-end gap-1", layout.actionButtons)}>
                    {actions(row.original)}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortButton({
  label,
  sorted,
  onClick,
}: {
  label: string;
  sorted: false | "asc" | "desc";
  onClick: () => void;
}) {
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    // The header's text is the button's name; aria-sort on the header says the order.
    <button
      type="button"
      onClick={onClick}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {label}
      <Icon aria-hidden="true" className={cn("size-3.5", sorted ? "text-foreground" : "opacity-60")} />
    </button>
  );
}
