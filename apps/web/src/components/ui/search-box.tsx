import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { Input } from "./input";

/** How long typing must pause before a search box searches. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The box's name for screen readers ("Search the catalogue"); shown as its placeholder when none is given. */
  label: string;
  /** The search in effect (from the list's state): the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses, and at once with "" when the box is cleared. */
  onSearch: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
  delayMs?: number;
  className?: string;
}

/**
 * A list's search: labelled, with a clear button, and it searches once typing pauses rather than
 * on every key (a plain input, not a form: it acts while you type).
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  maxLength,
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  // The last search this box sent or was given, to tell its own updates from outside ones.
  const committed = useRef(value);

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

  const clear = () => {
    setText("");
    committed.current = "";
    onSearch("");
    input.current?.focus();
  };

  return (
    <div className={cn("relative w-full max-w-md", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        withLeadingIcon
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "") {
            event.preventDefault();
            clear();
          }
        }}
        // The browser's own clear cross is hidden: the button below is the one every browser shows.
        className="pr-10 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text !== "" ? (
        <button
          type="button"
          onClick={clear}
          aria-label={`Clear: ${label}`}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
