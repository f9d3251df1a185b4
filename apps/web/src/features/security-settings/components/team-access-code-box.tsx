import { KeyRound } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useCheckTeamAccessCode } from "../api/check-team-access-code";

/** How long typing must pause before the text is checked. */
export const CODE_CHECK_DEBOUNCE_MS = 700;
// Codes have at least 4 characters; shorter text is not worth a (throttled) check.
const MIN_CODE_LENGTH = 4;

/**
 * The name of the box, said to everyone alike: what it takes (a code), not whose code it is or
 * what it opens. "Search" was untrue (it finds nothing), and a made-up purpose would be too.
 */
const ACCESS_CODE_LABEL = "Access code";

/**
 * The plain search box of the sign-in page (spec part 1 §2). The typed text is checked by the
 * server, which alone knows the code; a match calls `onMatch`, anything else shows nothing.
 */
export function TeamAccessCodeBox({ onMatch }: { onMatch: () => void }) {
  const [text, setText] = useState("");
  const check = useCheckTeamAccessCode();
  const inputId = useId();
  // Each distinct text is asked about once: the server throttles attempts per address.
  const lastChecked = useRef<string | null>(null);
  // The latest callbacks, read by the debounced check without restarting its timer.
  const latest = useRef({ onMatch, ask: check.mutateAsync });
  latest.current = { onMatch, ask: check.mutateAsync };

  const runCheck = useCallback(async (value: string) => {
    const code = value.trim();
    if (code.length < MIN_CODE_LENGTH || code.toLowerCase() === lastChecked.current) return;
    lastChecked.current = code.toLowerCase();
    try {
      const result = await latest.current.ask(code);
      if (result.match) latest.current.onMatch();
    } catch {
      // A refusal or a throttle looks the same as a mismatch: nothing happens.
    }
  }, []);

  useEffect(() => {
    if (text.trim().length < MIN_CODE_LENGTH) return;
    const timer = setTimeout(() => void runCheck(text), CODE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, runCheck]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runCheck(text);
  }

  return (
    // A plain form, not a search landmark: the box searches nothing. Enter checks at once.
    <form onSubmit={submit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {ACCESS_CODE_LABEL}
      </label>
      <KeyRound
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={inputId}
        type="search"
        withLeadingIcon
        placeholder={ACCESS_CODE_LABEL}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
