import { Search } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, "type" | "withLeadingIcon"> {
  /** The input's name for screen readers, as a hidden label; without it, label the input yourself. */
  label?: string;
  /** Classes of the box that holds the input and its icon (its width in a row, say). */
  boxClassName?: string;
}

/** A search input with the magnifier inside it on the left. */
export function SearchInput({ label, boxClassName, id, ...props }: SearchInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <>
      {label ? (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      ) : null}
      <div className={cn("relative", boxClassName)}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={inputId} type="search" withLeadingIcon {...props} />
      </div>
    </>
  );
}
