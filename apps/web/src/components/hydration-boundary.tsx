import { type ReactNode, Suspense } from "react";

/**
 * One part of a prerendered page that hydrates on its own (decision 058). React hydrates what sits
 * in a Suspense boundary after the rest of the page is live, in short slices the browser can
 * interrupt, instead of in the first long task; a click or key press inside a part not hydrated
 * yet hydrates that part at once and then reaches its handler. That needs its code loaded: nothing
 * in the prerendered markup inside may suspend (a lazy component there would lose the click while
 * its chunk loads); a lazy part shown only later, in its own Suspense, is fine.
 * Rendered in the browser from scratch, it is a plain wrapper.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
