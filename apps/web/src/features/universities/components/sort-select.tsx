import { type UniversitySort, UniversitySortSchema, universityFilterOptions } from "@meridian/contract";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { sortLabels } from "../search-filters";

interface SortSelectProps {
  value: UniversitySort;
  onChange: (sort: UniversitySort) => void;
  /** Label beside the select (the results bar) or above it (the phone sheet). */
  layout?: "inline" | "stacked";
}

/** The order of the results; not a filter, so clearing the filters keeps it. */
export function SortSelect({ value, onChange, layout = "inline" }: SortSelectProps) {
  const id = useId();
  return (
    <div className={layout === "inline" ? "flex items-center gap-2" : "grid gap-2"}>
      <Label htmlFor={id} className="whitespace-nowrap">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={value}
        className={layout === "inline" ? "w-52" : undefined}
        onChange={(event) => {
          const sort = UniversitySortSchema.safeParse(event.target.value);
          if (sort.success) onChange(sort.data);
        }}
      >
        {universityFilterOptions.sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
