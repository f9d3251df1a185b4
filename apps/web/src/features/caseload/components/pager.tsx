import { Button } from "@/components/ui/button";

interface PagerProps {
  /** What the rows are, e.g. "students". */
  noun: string;
  total: number;
  /** The page shown, from 0, its size and how to go to another (`useListQueryState`'s `pager`). */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "21–40 of 45" with Previous and Next; nothing when everything fits on one page. */
export function Pager({ noun, total, page, pageSize, onPage }: PagerProps) {
  const offset = page * pageSize;
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${offset + 1}–${last} of ${total} ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
