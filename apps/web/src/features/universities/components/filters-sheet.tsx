import { SlidersHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "@/components/ui/sheet";
import { formatCount } from "@/lib/format-count";
import { useUniversitySearch } from "../api/search-universities";
import type { FilterGroupId } from "../catalogue-links";
import type { SearchFilters } from "../search-filters";
import { countChosenFilters, filterGroupsOf } from "./filter-groups";
import { ChosenCount } from "./filter-popover";
import { SortSelect } from "./sort-select";

interface FiltersSheetProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>, options: { replace: boolean }) => void;
  onClearAll: () => void;
  /** Opens the sheet as the page opens, with this filter's section open (a link asked for it). */
  openFirst?: FilterGroupId | null;
}

/**
 * The sheet's main button, "Show 1,204 results" once the search has answered (the filters already
 * apply as they change), and the same number in a status: the page's own count is hidden from
 * screen readers while the sheet is open.
 */
function ShowResults({ filters, onClick }: { filters: SearchFilters; onClick: () => void }) {
  const query = useUniversitySearch(filters);
  const total = query.data?.pages[0]?.total;
  const results = total === undefined ? null : `${formatCount(total)} ${total === 1 ? "result" : "results"}`;
  return (
    <>
      <p role="status" className="sr-only">
        {results === null ? "" : `${results} match these filters`}
      </p>
      <Button className="flex-1" onClick={onClick}>
        {results === null ? "Show results" : `Show ${results}`}
      </Button>
    </>
  );
}

/**
 * Phones: one Filters button (with the number of chosen values) opening a bottom sheet with the
 * sort order and every filter. A choice applies at once, as the wide screen's popovers do: the
 * results behind the sheet follow, and the sheet's main button says how many there are and closes it.
 */
export function FiltersSheet({ filters, onChange, onClearAll, openFirst = null }: FiltersSheetProps) {
  const [open, setOpen] = useState(openFirst !== null);
  // One history entry for a visit to the sheet, not one a tap: Back after "Show N results"
  // returns to the results as they were before it opened.
  const changedSinceOpen = useRef(false);
  const change = (patch: Partial<SearchFilters>) => {
    onChange(patch, { replace: changedSinceOpen.current });
    changedSinceOpen.current = true;
  };
  const groups = filterGroupsOf(filters, change);
  const chosen = countChosenFilters(groups);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) changedSinceOpen.current = false;
        setOpen(next);
      }}
    >
      <SheetTrigger asChild>
        <Button variant="outline" className={chosen > 0 ? "border-primary" : undefined}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          <ChosenCount count={chosen} word="active" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="bottom"
        title="Filters"
        closeLabel="Close filters"
        className="gap-2"
        footer={
          <div className="flex items-center gap-3">
            {chosen > 0 ? (
              <Button variant="outline" onClick={onClearAll}>
                Clear all
              </Button>
            ) : null}
            <ShowResults filters={filters} onClick={() => setOpen(false)} />
          </div>
        }
      >
        <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} layout="stacked" />
        <Accordion type="multiple" defaultValue={openFirst ? [openFirst] : undefined}>
          {groups.map((group) => (
            <AccordionItem key={group.id} value={group.id}>
              <AccordionTrigger className="py-3">
                <span className="grid min-w-0 text-left">
                  <span>{group.label}</span>
                  <span className="truncate text-sm font-normal text-muted-foreground">
                    {group.chosen.length > 0 ? group.chosen.join(", ") : "Any"}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="pt-1">{group.render({ legendHidden: true })}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </SheetContent>
    </Sheet>
  );
}
