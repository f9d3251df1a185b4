import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

interface InputProps extends ComponentProps<"input"> {
  /** Leaves room on the left for an icon positioned by the caller. */
  withLeadingIcon?: boolean;
}

/**
 * A text input; pair it with a <label> or aria-label. The border follows the state the input
 * announces (aria-invalid, data-state="valid"), and read-only inputs look read-only.
 */
export function Input({ className, type, withLeadingIcon, ...props }: InputProps) {
  return (
    <input
      type={type ?? "text"}
      className={cn(
        "h-10 w-full min-w-0 rounded-md border border-input bg-surface text-sm text-foreground placeholder:text-muted-foreground read-only:bg-muted disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=valid]:border-success",
        withLeadingIcon ? "pr-3 pl-9" : "px-3",
        className,
      )}
      {...props}
    />
  );
}
