import { Button } from "@/components/ui/button";

interface PagerProps {
  /** What the rows are, e.g. "students". */
  noun: string;
  total: number;
  limit: number;
  offset: number;
  onOffset: (offset: number) => void;
}

/** "21–40 of 45" with Previous and Next; nothing when everything fits on one page. */
export function Pager({ noun, total, limit, offset, onOffset }: PagerProps) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${offset + 1}–${last} of ${total} ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
