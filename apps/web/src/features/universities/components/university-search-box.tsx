import { UNIVERSITY_SEARCH_MAX_LENGTH } from "@meridian/contract";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UniversitySearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search text, sent after a pause in typing. It follows the URL too, so Back, a removed chip
 * or Clear all update the box.
 */
export function UniversitySearchBox({ value, onSearch }: UniversitySearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The last search this box sent or received, to tell our own URL updates from outside ones.
  const committed = useRef(value);
  const id = useId();

  useEffect(() => {
    const next = debounced.trim();
    if (next === committed.current) return;
    committed.current = next;
    onSearch(next);
  }, [debounced, onSearch]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search universities
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        maxLength={UNIVERSITY_SEARCH_MAX_LENGTH}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by university, city or country"
        withLeadingIcon
        autoComplete="off"
        className="h-12"
      />
    </div>
  );
}
