import { tooltipTiming } from "@meridian/contract";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ReactNode, useSyncExternalStore } from "react";

/**
 * Whether a tooltip is open or closed less than the skip delay ago, so the next one opens at once
 * (spec part 1 §9). Kept here for every tooltip, as one shared Radix provider would keep it: each
 * tooltip has its own provider.
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

function tooltipOpenChanged(open: boolean): void {
  clearTimeout(skipWindow.timer);
  if (open) setSkipping(true);
  else skipWindow.timer = setTimeout(() => setSkipping(false), tooltipTiming.skipDelayMs);
}

const isSkipping = () => skipWindow.open;
const notSkipping = () => false;

/**
 * Shows `content` next to the single focusable child on hover and keyboard focus, with the delays
 * of spec part 1 §9. Each tooltip brings its own provider: the app shell has none, so that Radix's
 * tooltip stays out of a page's first load (decision 050), and a tooltip works wherever it is used.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const skipping = useSyncExternalStore(subscribe, isSkipping, notSkipping);
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.delayMs}
      skipDelayDuration={tooltipTiming.skipDelayMs}
    >
      <TooltipPrimitive.Root
        delayDuration={skipping ? 0 : tooltipTiming.delayMs}
        onOpenChange={tooltipOpenChanged}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-raised data-[state=delayed-open]:animate-fade-in"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
