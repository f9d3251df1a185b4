import { type ReactElement, type ReactNode, Suspense, useEffect, useState } from "react";
import { lazyEnhancement } from "@/lib/lazy-enhancement";

type TooltipProps = { content: ReactNode; children: ReactElement };

// Radix's tooltip (with its positioning engine) is not part of a page's first load: the header's
// tooltips load once the page is idle (decision 050).
// A tooltip is a hint: if its chunk fails to load, the child stays as it is.
const LoadedTooltip = lazyEnhancement<TooltipProps>(
  async () => {
    const { Tooltip } = await import("./tooltip");
    return ({ content, children }) => <Tooltip content={content}>{children}</Tooltip>;
  },
  ({ children }) => children,
);

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** A tooltip on the one focusable child, there once the page is idle; the child alone until then. */
export function DeferredTooltip({ content, children }: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return children;
  return (
    <Suspense fallback={children}>
      <LoadedTooltip content={content}>{children}</LoadedTooltip>
    </Suspense>
  );
}
