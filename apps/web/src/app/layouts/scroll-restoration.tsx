import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, usePreventScrollReset } from "@/lib/router";
import { useRouteState } from "../route-handle";

const STORAGE_KEY = "meridian-scroll-positions";
/** Positions kept for the entries of this tab's history, by location key (a reload keeps them). */
const MAX_POSITIONS = 100;
/** How long a returning page may take to grow tall enough for its position (its data to arrive). */
const RESTORE_WAIT_MS = 5_000;
/** What the visitor does that says they have taken over the scroll. */
const TAKE_OVER_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or refused (a private window): positions are then kept for this page load only.
  }
}

/**
 * Scrolls to `top`, and if the page is not yet tall enough (its data is still on its way, as after
 * a reload), again each time it grows, until it gets there, the visitor scrolls themselves or
 * the wait is over. Returns what stops it.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (window.scrollY >= top - 1 || typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (window.scrollY >= top - 1) stop();
  });
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

/**
 * A new page starts at the top; a step back or forward (and a reload) returns to where the visitor
 * was on that entry, once the page is tall enough again. The browser's own restoration is off: it
 * would scroll before a page loaded on demand has rendered. A link into a section (a hash) is left
 * to the hash scroll, and a new query on the same page (a filter, `preventScrollReset`) stays where
 * the visitor is, as does a prerendered page the visitor scrolled before its code ran.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const { navigationType } = useRouteState();
  const keepScroll = usePreventScrollReset();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(key);
  currentKey.current = key;
  const firstEntry = useRef(true);

  useEffect(() => {
    const kept = readPositions();
    positions.current = kept;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    // Taken at once, not in the next frame: by then a navigation may have put another entry on screen.
    const remember = () => kept.set(currentKey.current, window.scrollY);
    const save = () => {
      kept.set(currentKey.current, window.scrollY);
      writePositions(kept);
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (key) is what moves the page.
  useLayoutEffect(() => {
    const kept = positions.current ?? readPositions();
    const first = firstEntry.current;
    firstEntry.current = false;
    // A prerendered page is readable before its code runs: a visitor who has scrolled it (or the
    // browser, to a #section) stays there when it comes to life.
    if (first && window.scrollY > 0) {
      kept.set(key, window.scrollY);
      return undefined;
    }
    const saved = kept.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) return restoreScroll(saved);
    if (!hash && !keepScroll) window.scrollTo(0, 0);
    // A new entry that keeps the scroll (a replace as the visitor types) is where the page is now,
    // whether or not the visitor scrolls before leaving it.
    else kept.set(key, window.scrollY);
    return undefined;
  }, [key]);
  return null;
}
