import { communityLimits } from "@meridian/contract";
import { Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { EmptyNote } from "@/components/ui/panel-states";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { PostList } from "./post-list";

/** The forum's search box: acts while you type (a plain input, not a form). */
export function PostSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={communityLimits.searchMax}
        placeholder="Search all posts"
        withLeadingIcon
        className="h-11"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Posts matching `query` across every category, best matches first. */
export function SearchResults({ query }: { query: string }) {
  const q = useDebouncedValue(query.trim(), 300);
  if (!q) return null;
  return (
    <section aria-labelledby="search-heading" className="grid gap-4">
      <h2 id="search-heading" className="text-xl font-semibold text-foreground">
        Results for “{q}”
      </h2>
      <PostList
        filter={{ sort: "new", q }}
        label="Search results"
        showCategory
        empty={<EmptyNote>No posts match “{q}”. Try other words.</EmptyNote>}
      />
    </section>
  );
}
