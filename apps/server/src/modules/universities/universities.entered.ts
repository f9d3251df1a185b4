import { type EnteredFigure, type EnteredFigures, enteredFigures } from "@meridian/contract";
import type { NewUniversityRow, UniversityRow } from "../../db/schema/index.js";

/**
 * The columns each figure an admin may enter is kept in (decision 073). Money figures include the
 * currency: the same number in another currency is another figure.
 */
const figureColumns = {
  worldRanking: ["worldRanking"],
  specialization: ["specialization"],
  description: ["description"],
  fieldsOfStudy: ["fieldsOfStudy"],
  degreeTypes: ["degreeTypes"],
  offerLetterFee: ["offerLetterFeeMinor", "currency"],
  annualFee: ["annualFeeMinor", "currency"],
  tuitionFees: ["tuitionMinMinor", "tuitionMaxMinor", "currency"],
} as const satisfies Record<EnteredFigure, readonly (keyof UniversityRow)[]>;

/** The columns that say whether a figure is known: the currency alone is no figure. */
const valueColumns = (figure: EnteredFigure) => figureColumns[figure].filter((c) => c !== "currency");

type Comparable = string | number | readonly string[] | null | undefined;

/** Lists compare as sets (ticking boxes in another order changes nothing); absent is empty. */
function sameValue(a: Comparable, b: Comparable): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = (a ?? []) as readonly string[];
    const right = (b ?? []) as readonly string[];
    return left.length === right.length && left.every((item) => right.includes(item));
  }
  return (a ?? null) === (b ?? null);
}

const isKnown = (value: Comparable) => (Array.isArray(value) ? value.length > 0 : (value ?? null) !== null);

/**
 * The columns of `candidate` that differ from `existing`, and only those: an admin's Save with
 * nothing changed writes nothing (decision 073). Columns `candidate` does not name are left alone.
 */
export function changedColumns(
  existing: UniversityRow,
  candidate: Partial<NewUniversityRow>,
): Partial<NewUniversityRow> {
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    if (!sameValue(existing[column as keyof UniversityRow] as Comparable, value as Comparable))
      changes[column] = value;
  }
  return changes as Partial<NewUniversityRow>;
}

/**
 * Who entered each figure after a write: a figure whose columns changed and that is known is
 * stamped `by` at `at`; one that became unknown loses its stamp; the others keep theirs.
 * `before` is the row as stored (undefined for a new one), `after` the row as it will be.
 */
export function enteredAfter(
  before: UniversityRow | undefined,
  after: Partial<NewUniversityRow>,
  stamp: { by: "admin" | "import"; at: Date },
): EnteredFigures {
  const entered: EnteredFigures = { ...(before?.entered ?? {}) };
  for (const figure of enteredFigures) {
    const columns = figureColumns[figure];
    const changed = columns.some(
      (column) => !sameValue(before?.[column] as Comparable, after[column] as Comparable),
    );
    if (!changed) continue;
    const known = valueColumns(figure).some((column) => isKnown(after[column] as Comparable));
    if (known) entered[figure] = { by: stamp.by, at: stamp.at.toISOString() };
    else delete entered[figure];
  }
  return entered;
}
