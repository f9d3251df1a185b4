import { universityFilterOptions } from "@meridian/contract";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { hasActiveFilters, rankingLabel, type SearchFilters } from "../search-filters";

interface Chip {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

function chipsOf(filters: SearchFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.search) chips.push({ key: "search", label: `“${filters.search}”`, remove: { search: "" } });
  for (const country of filters.countries) {
    chips.push({
      key: `country-${country}`,
      label: country,
      remove: { countries: filters.countries.filter((c) => c !== country) },
    });
  }
  for (const field of filters.fields) {
    chips.push({
      key: `field-${field}`,
      label: field,
      remove: { fields: filters.fields.filter((f) => f !== field) },
    });
  }
  const bucket =
    filters.tuition === null ? undefined : universityFilterOptions.tuitionBuckets[filters.tuition];
  if (bucket) chips.push({ key: "tuition", label: bucket.label, remove: { tuition: null } });
  if (filters.ranking !== null) {
    chips.push({ key: "ranking", label: rankingLabel(filters.ranking), remove: { ranking: null } });
  }
  if (filters.degree) chips.push({ key: "degree", label: filters.degree, remove: { degree: null } });
  return chips;
}

interface ActiveFilterChipsProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
}

/** One removable chip per active filter, and Clear all. */
export function ActiveFilterChips({ filters, onChange, onClearAll }: ActiveFilterChipsProps) {
  if (!hasActiveFilters(filters)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Active filters:</span>
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chipsOf(filters).map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-primary-soft py-1 pr-2 pl-3 text-sm font-medium text-primary-soft-foreground hover:bg-primary-soft/70"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}
