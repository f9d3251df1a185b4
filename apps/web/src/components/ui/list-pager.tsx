import { formatCount } from "@/lib/format-count";
import { Button } from "./button";

interface ListPagerProps {
  /** The navigation's name: "Catalogue pages". */
  label: string;
  total: number;
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  /** What is counted, one and many: ["message", "messages"]. */
  noun: readonly [string, string];
  /** The next page is loading: Next waits for it. */
  loading?: boolean;
  onPage: (page: number) => void;
}

/** Below a paged list: how many there are, which page this is, and Previous and Next. */
export function ListPager({ label, total, page, pageSize, noun, loading = false, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status" className="text-muted-foreground">
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]} · page {page + 1} of {formatCount(pages)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page + 1 >= pages || loading}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
