import { universityFilterOptions } from "@meridian/contract";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SearchFilters } from "../search-filters";
import { CountryFilter } from "./country-filter";
import { FilterPopover, OptionList } from "./filter-popover";

interface SearchFilterBarProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
}

const fieldOptions = universityFilterOptions.fields.map((value) => ({ value, label: value }));
const tuitionOptions = universityFilterOptions.tuitionBuckets.map((bucket, index) => ({
  value: index,
  label: bucket.label,
}));
const rankingOptions = universityFilterOptions.rankings.map((value) => ({ value, label: `Top ${value}` }));
const degreeOptions = universityFilterOptions.degreeTypes.map((value) => ({ value, label: value }));

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The five filter popovers of spec part 2 §2. */
export function SearchFilterBar({ filters, onChange, onClearAll }: SearchFilterBarProps) {
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      <li>
        <FilterPopover label="Country" count={filters.countries.length} className="w-80">
          <CountryFilter
            selected={filters.countries}
            onToggle={(value) => onChange({ countries: toggled(filters.countries, value) })}
          />
        </FilterPopover>
      </li>
      <li>
        <FilterPopover label="Field of Study" count={filters.fields.length}>
          <OptionList
            legend="Field of Study"
            multiple
            options={fieldOptions}
            selected={filters.fields}
            onToggle={(value) => onChange({ fields: toggled(filters.fields, value) })}
          />
        </FilterPopover>
      </li>
      <li>
        <FilterPopover label="Tuition Range" count={filters.tuition === null ? 0 : 1}>
          <OptionList
            legend="Tuition Range (per year)"
            multiple={false}
            options={tuitionOptions}
            selected={filters.tuition === null ? [] : [filters.tuition]}
            onToggle={(value) => onChange({ tuition: filters.tuition === value ? null : value })}
          />
        </FilterPopover>
      </li>
      <li>
        <FilterPopover label="Ranking" count={filters.ranking === null ? 0 : 1}>
          <OptionList
            legend="World ranking"
            multiple={false}
            options={rankingOptions}
            selected={filters.ranking === null ? [] : [filters.ranking]}
            onToggle={(value) => onChange({ ranking: filters.ranking === value ? null : value })}
          />
        </FilterPopover>
      </li>
      <li>
        <FilterPopover
          label="More Filters"
          count={filters.degree === null ? 0 : 1}
          icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
        >
          <div className="grid gap-4">
            <OptionList
              legend="Degree type"
              multiple={false}
              options={degreeOptions}
              selected={filters.degree === null ? [] : [filters.degree]}
              onToggle={(value) => onChange({ degree: filters.degree === value ? null : value })}
            />
            <Button variant="outline" size="sm" onClick={onClearAll}>
              Clear all
            </Button>
          </div>
        </FilterPopover>
      </li>
    </ul>
  );
}
