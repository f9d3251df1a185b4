import { tooltipTiming } from "@meridian/contract";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

/** One provider for the app so tooltips share the delays of spec part 1 §9. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.delayMs}
      skipDelayDuration={tooltipTiming.skipDelayMs}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Shows `content` next to the single focusable child on hover and keyboard focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
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
  );
}
