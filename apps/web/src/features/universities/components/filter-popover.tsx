import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface FilterPopoverProps {
  label: string;
  /** How many values are chosen; shown on the trigger. */
  count?: number;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Open as it first renders (a link asked for this filter). */
  defaultOpen?: boolean;
}

/** A filter button that opens its options; Escape closes it and focus returns to the button. */
export function FilterPopover({
  label,
  count = 0,
  icon,
  children,
  className,
  defaultOpen = false,
}: FilterPopoverProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger
        className={cn(
          "inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors data-[state=open]:border-primary data-[state=open]:text-primary",
          count > 0
            ? "border-primary bg-primary-soft text-primary-soft-foreground"
            : "border-border bg-surface text-foreground hover:border-primary hover:text-primary",
        )}
      >
        {icon}
        {label}
        <ChosenCount count={count} />
        <ChevronDown aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          // The content is a dialog to assistive technology: named after its button.
          aria-label={label}
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className={cn(
            "z-50 max-h-[min(var(--radix-popover-content-available-height),28rem)] w-72 overflow-y-auto rounded-xl border border-border bg-surface p-4 text-surface-foreground shadow-raised outline-none data-[state=open]:animate-fade-in",
            className,
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The number of chosen values on a filter button ("Country 2 selected"); nothing when none is. */
export function ChosenCount({ count, word = "selected" }: { count: number; word?: string }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
      {count}
      <span className="sr-only"> {word}</span>
    </span>
  );
}

interface OptionListProps<T extends string | number> {
  legend: string;
  /** Read by screen readers only, where a visible heading already names the list. */
  legendHidden?: boolean;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  multiple: boolean;
  onToggle: (value: T) => void;
}

/** Checkboxes (multiple) or radio buttons (single) inside a fieldset named by its legend. */
export function OptionList<T extends string | number>({
  legend,
  legendHidden = false,
  options,
  selected,
  multiple,
  onToggle,
}: OptionListProps<T>) {
  const name = legend.toLowerCase().replace(/\W+/g, "-");
  return (
    <fieldset className="grid gap-1">
      <legend className={legendHidden ? "sr-only" : "mb-2 text-sm font-semibold text-foreground"}>
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-foreground hover:bg-muted"
        >
          <input
            type={multiple ? "checkbox" : "radio"}
            name={name}
            className="size-4 accent-primary"
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
            // A radio cannot be unticked by the browser; a click on the chosen one clears it here.
            onClick={multiple ? undefined : () => selected.includes(option.value) && onToggle(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
