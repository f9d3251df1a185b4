import { cn } from "@/lib/cn";

/**
 * Someone's initials in a round badge, where a photo would be. Hidden from screen readers: the name
 * is written beside it. `className` gives its display, size and text size.
 */
export function InitialsDisc({ initials, className }: { initials: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        className,
        "items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground",
      )}
    >
      {initials}
    </span>
  );
}
