import { tooltipTiming } from "@meridian/contract";
import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * Whether a tooltip is open or closed less than the skip delay ago, so the next one opens at once
 * (spec part 1 §9). Kept here for every tooltip, as one shared Radix provider would keep it: each
 * tooltip has its own provider (tooltip.tsx).
 */
const skipWindow = {
  open: false,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  listeners: new Set<() => void>(),
};

function subscribe(listener: () => void): () => void {
  skipWindow.listeners.add(listener);
  return () => skipWindow.listeners.delete(listener);
}

function setSkipping(open: boolean): void {
  if (skipWindow.open === open) return;
  skipWindow.open = open;
  for (const listener of skipWindow.listeners) listener();
}

function openChanged(open: boolean): void {
  clearTimeout(skipWindow.timer);
  if (open) setSkipping(true);
  else skipWindow.timer = setTimeout(() => setSkipping(false), tooltipTiming.skipDelayMs);
}

const isSkipping = () => skipWindow.open;
const notSkipping = () => false;

/**
 * A tooltip's part in the group: the delay it opens with now, and what to call when it opens or
 * closes. One unmounted while open (its page left under the pointer) counts as closed.
 */
export function useTooltipSkip(): { delayMs: number; onOpenChange: (open: boolean) => void } {
  const skipping = useSyncExternalStore(subscribe, isSkipping, notSkipping);
  const isOpen = useRef(false);
  useEffect(
    () => () => {
      if (isOpen.current) openChanged(false);
    },
    [],
  );
  return {
    delayMs: skipping ? 0 : tooltipTiming.delayMs,
    onOpenChange: (open) => {
      isOpen.current = open;
      openChanged(open);
    },
  };
}

/** Forgets the group's state, as a new page load would (for tests, which share one module memory). */
export function forgetTooltipSkip(): void {
  clearTimeout(skipWindow.timer);
  skipWindow.open = false;
}
