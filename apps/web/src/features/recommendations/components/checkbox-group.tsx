import type { Ref } from "react";
import { cn } from "@/lib/cn";

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  error?: string | undefined;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** react-hook-form's field ref: the first box takes the focus when the group is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A labelled set of checkboxes choosing several values from a list (native inputs: keyboard and screen reader). */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
}: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-foreground">{legend}</legend>
      {error ? (
        <p className="text-sm font-medium text-destructive">{error}</p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
      <div className="grid grid-cols-1 gap-x-4 gap-y-1.5 min-[420px]:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option}
            className={cn(
              "flex cursor-pointer items-center gap-2 text-sm text-foreground",
              disabled && "opacity-50",
            )}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(option)}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
