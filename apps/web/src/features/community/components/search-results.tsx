import { communityLimits } from "@meridian/contract";
import { EmptyNote } from "@/components/ui/panel-states";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { PostList } from "./post-list";

/** The forum's search box: acts while you type (a plain input, not a form). */
export function PostSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchInput
      label="Search posts"
      value={value}
      maxLength={communityLimits.searchMax}
      placeholder="Search all posts"
      className="h-11"
      onChange={(event) => onChange(event.target.value)}
    />
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
