import { useEffect, useRef } from "react";
import { useLocation } from "@/lib/router";

/** How long a page may take to show its heading (a chunk to load, then its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * Navigation state that asks for the heading focus even when only the query changes: a search
 * submitted from the header while already on /universities lands on the page's heading, as it does
 * from any other page (decision 051).
 */
export const focusHeadingState = { focusHeading: true } as const;

function asksForHeading(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && "focusHeading" in state && state.focusHeading === true
  );
}

/**
 * After a navigation to another page (not the first load, not a change of query or hash, not a
 * link into a section), focus
 * moves to the new page's h1 once it renders, so a screen reader starts at the page's name and Tab
 * continues from there. Focus the user has put somewhere else meanwhile (a field, a dialog) stays.
 */
export function FocusOnNavigation() {
  const { pathname, hash, key, state } = useLocation();
  // A new navigation that asks for it (a submitted search) counts as a change of page.
  const request = asksForHeading(state) ? key : "";
  const firstPath = useRef(pathname);
  // Read when the path changes; a change of hash alone moves nothing.
  const currentHash = useRef(hash);
  currentHash.current = hash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` is what makes a same-path navigation move focus.
  useEffect(() => {
    if (firstPath.current === pathname) {
      firstPath.current = "";
      return;
    }
    firstPath.current = "";
    // A link into a section (/about#contact) is taken there by the hash scroll, not to the top.
    if (currentHash.current) return;
    const main = document.getElementById("main-content");
    if (!main) return;
    const before = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === before || !active.isConnected;
    };
    const focusHeading = (): boolean => {
      const heading = main.querySelector("h1");
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, request]);
  return null;
}
