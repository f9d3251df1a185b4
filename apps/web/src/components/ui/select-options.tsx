import type { ReactNode } from "react";

type OptionValue = string | number;

/**
 * The `<option>`s of a select for a list of values: each value its own key and value, shown by
 * `labels` (a record or a function of the value), or as itself without one.
 */
export function SelectOptions<T extends OptionValue>({
  values,
  labels,
}: {
  values: readonly T[];
  labels?: Readonly<Record<T, ReactNode>> | ((value: T) => ReactNode);
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels === undefined ? value : typeof labels === "function" ? labels(value) : labels[value]}
    </option>
  ));
}
