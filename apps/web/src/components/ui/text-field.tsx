import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

type InputAttributes = Omit<
  ComponentProps<typeof Input>,
  "id" | "value" | "onChange" | "aria-describedby" | "aria-invalid" | "className"
>;

interface TextFieldProps extends InputAttributes {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  labelSuffix?: ReactNode;
  /** Classes of the whole field (label, input and message), e.g. a grid span. */
  className?: string;
  /** A password input with its show/hide toggle. */
  password?: boolean;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled text input with its hint or error: the common case of `FormField`. */
export function TextField({
  label,
  hint,
  error,
  labelSuffix,
  className,
  password,
  value,
  onValueChange,
  ...inputProps
}: TextFieldProps) {
  const Control = password ? PasswordInput : Input;
  return (
    <FormField label={label} hint={hint} error={error} labelSuffix={labelSuffix} className={className}>
      {(control) => (
        <Control
          {...inputProps}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
