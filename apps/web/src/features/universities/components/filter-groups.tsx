import { universityFilterOptions } from "@meridian/contract";
import type { ReactNode } from "react";
import type { FilterGroupId } from "../catalogue-links";
import { rankingLabel, type SearchFilters } from "../search-filters";
import { CountryFilter } from "./country-filter";
import { OptionList } from "./filter-popover";

const fieldOptions = universityFilterOptions.fields.map((value) => ({ value, label: value }));
const tuitionOptions = universityFilterOptions.tuitionBuckets.map((bucket, index) => ({
  value: index,
  label: bucket.label,
}));
const rankingOptions = universityFilterOptions.rankings.map((value) => ({
  value,
  label: rankingLabel(value),
}));
const degreeOptions = universityFilterOptions.degreeTypes.map((value) => ({ value, label: value }));

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** One filter of spec part 2 §2, shown as a popover on wide screens and a section of the phone sheet. */
export interface FilterGroup {
  id: FilterGroupId;
  label: string;
  /** What is chosen, in words (empty when nothing is). */
  chosen: string[];
  /** The options; `legendHidden` when a heading already names them (the phone sheet). */
  render: (options: { legendHidden: boolean }) => ReactNode;
}

/** A filter of one value at most (radio buttons); choosing the chosen one again clears it. */
function singleChoice<T extends string | number>(
  id: FilterGroup["id"],
  label: string,
  legend: string,
  options: readonly { value: T; label: string }[],
  value: T | null,
  set: (value: T | null) => void,
): FilterGroup {
  const chosen = options.find((option) => option.value === value);
  return {
    id,
    label,
    chosen: chosen ? [chosen.label] : [],
    render: ({ legendHidden }) => (
      <OptionList
        legend={legend}
        legendHidden={legendHidden}
        multiple={false}
        options={options}
        selected={value === null ? [] : [value]}
        onToggle={(picked) => set(value === picked ? null : picked)}
      />
    ),
  };
}

/** The five filters over the current values; each change is passed to `onChange` at once. */
export function filterGroupsOf(
  filters: SearchFilters,
  onChange: (patch: Partial<SearchFilters>) => void,
): FilterGroup[] {
  return [
    {
      id: "country",
      label: "Country",
      chosen: filters.countries,
      render: () => (
        <CountryFilter
          selected={filters.countries}
          onToggle={(value) => onChange({ countries: toggled(filters.countries, value) })}
        />
      ),
    },
    {
      id: "fields",
      label: "Field of Study",
      chosen: filters.fields,
      render: ({ legendHidden }) => (
        <OptionList
          legend="Field of Study"
          legendHidden={legendHidden}
          multiple
          options={fieldOptions}
          selected={filters.fields}
          onToggle={(value) => onChange({ fields: toggled(filters.fields, value) })}
        />
      ),
    },
    singleChoice(
      "tuition",
      "Tuition Range",
      "Tuition Range (per year)",
      tuitionOptions,
      filters.tuition,
      (tuition) => onChange({ tuition }),
    ),
    singleChoice("ranking", "Ranking", "World ranking", rankingOptions, filters.ranking, (ranking) =>
      onChange({ ranking }),
    ),
    singleChoice("degree", "Degree type", "Degree type", degreeOptions, filters.degree, (degree) =>
      onChange({ degree }),
    ),
  ];
}

/** How many filter values are chosen (the search text and the sort order are not filters here). */
export function countChosenFilters(groups: readonly FilterGroup[]): number {
  return groups.reduce((sum, group) => sum + group.chosen.length, 0);
}
