import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** What a field component (TextField, SelectField, TextareaField) hands to its FormField. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  /** The error of the field; replaces the hint and marks the control invalid. */
  error?: string | undefined;
  /** Text after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  /** Classes of the whole field (label, control and message), e.g. a grid span. */
  className?: string | undefined;
}

/** A field component's props: its frame's, then its control's own (FormField ties the rest). */
export type FieldProps<ControlProps> = FieldFrameProps &
  Omit<ControlProps, "id" | "aria-describedby" | "aria-invalid" | "className">;

interface FormFieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** A field component's props split into its FormField's and the rest, which go to its control. */
export function splitFieldFrame<P extends FieldFrameProps>({
  label,
  hint,
  error,
  labelSuffix,
  className,
  ...controlProps
}: P) {
  return { frame: { label, hint, error, labelSuffix, className }, controlProps };
}

/**
 * A label, a control and its hint or error, wired together with ids so screen readers read the
 * hint and error with the control.
 */
export function FormField({ label, hint, error, labelSuffix, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  // content-start: stretched beside a taller field (one with a hint or an error, in a two-column
  // row), the label and control stay together at the top instead of the grid spreading them apart.
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {labelSuffix ? <span className="ml-1 font-normal text-muted-foreground">{labelSuffix}</span> : null}
      </Label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
