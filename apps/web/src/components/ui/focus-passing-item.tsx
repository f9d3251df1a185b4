import type { ReactNode } from "react";
import { useFocusAfterRemoval } from "@/lib/keep-focus";

interface FocusPassingItemProps {
  /** Where the focus goes if the item is removed while it holds it (read after the removal). */
  focusAfterRemoval: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}

/** A card's list item that passes the keyboard focus on when it is removed with the focus inside. */
export function FocusPassingItem({ focusAfterRemoval, className, children }: FocusPassingItemProps) {
  const ref = useFocusAfterRemoval(focusAfterRemoval);
  return (
    <li ref={ref} className={className}>
      {children}
    </li>
  );
}
