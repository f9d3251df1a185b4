import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Whether the element's content is taller than the element shows (a clipped preview): measured,
 * not guessed from the text's length, and measured again whenever the element or its width
 * changes. False where nothing is laid out (no ResizeObserver).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content is measured afresh
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref, content]);
  return overflows;
}
