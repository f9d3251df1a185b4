import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The text of a search box that searches once typing pauses (`onSearch` gets it trimmed) and follows
 * the search in effect, `value`, when that changes elsewhere (Back, a removed chip, Clear all).
 * `searchNow` sets the text and searches at once, without waiting for the pause.
 */
export function useSearchText(value: string, onSearch: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delayMs);
  // The last search this box sent or was given, to tell its own updates from outside ones.
  const committed = useRef(value);
  // The caller's latest callback: a parent that passes a new function each render must not re-run
  // the debounce (it would send the paused text again after a Clear).
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    const next = debounced.trim();
    if (next === committed.current) return;
    committed.current = next;
    latestOnSearch.current(next);
  }, [debounced]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const searchNow = (next: string) => {
    setText(next);
    committed.current = next;
    onSearch(next);
  };

  return { text, setText, searchNow };
}
