import { tooltipTiming } from "@meridian/contract";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useTooltipSkip } from "./tooltip-skip";

/**
 * Shows `content` next to the single focusable child on hover and keyboard focus, with the delays
 * of spec part 1 §9. Each tooltip brings its own provider: the app shell has none, so that Radix's
 * tooltip stays out of a page's first load (decision 050), and a tooltip works wherever it is used.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const skip = useTooltipSkip();
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.delayMs}
      skipDelayDuration={tooltipTiming.skipDelayMs}
    >
      <TooltipPrimitive.Root delayDuration={skip.delayMs} onOpenChange={skip.onOpenChange}>
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
