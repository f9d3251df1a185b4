import type { EnteredFigure, University } from "@meridian/contract";
import { formatDate } from "@/lib/format-date";

/**
 * Who put a figure in the catalogue, when no source file did: "Entered by an admin on Nov 20, 2026"
 * or "Imported from a file by an admin on …"; null for a figure nobody entered (decision 073).
 */
export function enteredText(university: Pick<University, "entered">, figure: EnteredFigure): string | null {
  const entered = university.entered[figure];
  if (!entered) return null;
  return `${entered.by === "import" ? "Imported from a file by an admin" : "Entered by an admin"} on ${formatDate(entered.at)}`;
}
