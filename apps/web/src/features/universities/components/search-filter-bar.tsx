import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FilterGroupId } from "../catalogue-links";
import type { SearchFilters } from "../search-filters";
import { filterGroupsOf } from "./filter-groups";
import { FilterPopover } from "./filter-popover";

interface SearchFilterBarProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
  /** The filter to show open as the page opens (a link asked for it). */
  openFirst?: FilterGroupId | null;
}

/** The five filter popovers of spec part 2 §2 (wide screens; phones use the Filters sheet). */
export function SearchFilterBar({ filters, onChange, onClearAll, openFirst }: SearchFilterBarProps) {
  const groups = filterGroupsOf(filters, onChange);
  const degree = groups.find((group) => group.id === "degree");
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      {groups
        .filter((group) => group.id !== "degree")
        .map((group) => (
          <li key={group.id}>
            <FilterPopover
              label={group.label}
              count={group.chosen.length}
              defaultOpen={group.id === openFirst}
              className={group.id === "country" ? "w-80" : undefined}
            >
              {group.render({ legendHidden: false })}
            </FilterPopover>
          </li>
        ))}
      {degree ? (
        <li>
          <FilterPopover
            label="More Filters"
            count={degree.chosen.length}
            defaultOpen={openFirst === "degree"}
            icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
          >
            <div className="grid gap-4">
              {degree.render({ legendHidden: false })}
              <Button variant="outline" size="sm" onClick={onClearAll}>
                Clear all
              </Button>
            </div>
          </FilterPopover>
        </li>
      ) : null}
    </ul>
  );
}
