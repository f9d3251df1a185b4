import { UNIVERSITY_SEARCH_MAX_LENGTH } from "@meridian/contract";
import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useNavigate } from "@/lib/router";
import { focusHeadingState } from "./focus-on-navigation";

/** The search toggle of the public header: opens a field whose text is searched on /universities. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const panelId = useId();
  const inputId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    // The results page's heading takes focus, also when the search is run from that page.
    navigate(query ? `/universities?search=${encodeURIComponent(query)}` : "/universities", {
      state: focusHeadingState,
    });
    setText("");
    setOpen(false);
  }

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label="Toggle search"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-border bg-surface shadow-card"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to the test DOM; the role is understood everywhere. */}
        <form
          role="search"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="container-page flex items-center gap-2 py-3"
        >
          <label htmlFor={inputId} className="sr-only">
            Search
          </label>
          <Input
            maxLength={UNIVERSITY_SEARCH_MAX_LENGTH}
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search universities"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </form>
      </div>
    </>
  );
}
