import { type ComponentProps, useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { describePhone, type PhoneState } from "../phone-feedback";

const IDLE_HINT = "Include your country code so your counselor can reach you.";

interface PhoneInputProps
  extends Omit<ComponentProps<typeof Input>, "id" | "type" | "value" | "onChange" | "aria-invalid"> {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** A message from a submit attempt or the server; shown instead of the live feedback while present. */
  error?: string | undefined;
}

/**
 * A labelled phone input whose border says unknown, valid or invalid while the number is typed,
 * with the live feedback of spec part 1 §5 under it.
 */
export function PhoneInput({
  label = "Phone",
  value,
  onChange,
  error,
  className,
  ...props
}: PhoneInputProps) {
  const id = useId();
  const feedbackId = `${id}-feedback`;
  const feedback = describePhone(value);
  const state: PhoneState = error ? "invalid" : feedback.state;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+44 20 7946 0958"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={feedbackId}
        aria-invalid={state === "invalid" ? true : undefined}
        // The input's own styles turn the border green (data-state valid) or red (aria-invalid).
        data-state={state}
        className={className}
        {...props}
      />
      <p
        id={feedbackId}
        aria-live="polite"
        className={cn(
          state === "unknown" ? "text-xs text-muted-foreground" : "text-sm font-medium",
          state === "valid" && "text-success",
          state === "invalid" && "text-destructive",
        )}
      >
        {error ?? feedback.message ?? IDLE_HINT}
      </p>
    </div>
  );
}
