import { Search, X } from "lucide-react";
import { useId, useRef } from "react";
import { cn } from "@/lib/cn";
import { useSearchText } from "@/lib/use-search-text";
import { Input } from "./input";
import { Label } from "./label";

/** How long typing must pause before a search box searches. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The box's name for screen readers ("Search the catalogue"); shown as its placeholder when none is given. */
  label: string;
  /** Shows the name above the box, where the list's other filters are labelled too. */
  labelVisible?: boolean;
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
  labelVisible = false,
  value,
  onSearch,
  placeholder,
  maxLength,
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { text, setText, searchNow } = useSearchText(value, onSearch, delayMs);

  const clear = () => {
    searchNow("");
    input.current?.focus();
  };

  return (
    <div className={cn("grid w-full max-w-md gap-1.5", className)}>
      <Label htmlFor={id} className={labelVisible ? undefined : "sr-only"}>
        {label}
      </Label>
      <div className="relative">
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
    </div>
  );
}
