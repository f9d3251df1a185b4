import { useEffect, useRef } from "react";
import { focusFell } from "@/lib/keep-focus";
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
 * link into a section), focus moves to the new page's h1 once it renders, so a screen reader starts
 * at the page's name and Tab continues from there; if the page then replaces that heading, focus
 * follows to the new one. Focus the user has put somewhere else meanwhile (a field, a dialog) stays,
 * and so does focus in a dialog or popover the new page opened as it rendered (a filter a link asked
 * to open): taking it would close the popover.
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
    // Where the navigation left focus: fallen off the page, or still on the link that was followed.
    const untouched = () => focusFell() || document.activeElement === before;
    // The heading focus was given to, kept so a page that swaps its heading for another (a
    // "Loading post" placeholder for the post's title) hands the focus on instead of dropping it.
    let focused: HTMLElement | null = null;
    const update = () => {
      if (document.activeElement?.closest('[role="dialog"][data-state="open"]')) return stop();
      const heading = main.querySelector("h1");
      if (!heading || heading === focused) return;
      // Before the first heading: unless the user moved focus. After it: only if focus fell off the page.
      if (focused ? !focusFell() : !untouched()) return stop();
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    // Watched for a while even once a heading has focus: the page may still replace it.
    const observer = new MutationObserver(update);
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    update();
    return stop;
  }, [pathname, request]);
  return null;
}
