import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

type InputAttributes = Omit<
  ComponentProps<typeof Input>,
  "id" | "aria-describedby" | "aria-invalid" | "className"
>;

interface TextFieldProps extends InputAttributes {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message from the form state (a client check or the server's refusal). */
  error?: string | undefined;
  labelSuffix?: ReactNode;
  /** Classes of the whole field (label, input and message), e.g. a grid span. */
  className?: string;
  /** A password input with its show/hide toggle. */
  password?: boolean;
}

/**
 * A labelled text input with its hint or error: the common case of `FormField`. The input takes
 * react-hook-form's `register(name)` as it is (name, ref, onChange, onBlur).
 */
export function TextField({
  label,
  hint,
  error,
  labelSuffix,
  className,
  password,
  ...inputProps
}: TextFieldProps) {
  const Control = password ? PasswordInput : Input;
  return (
    <FormField label={label} hint={hint} error={error} labelSuffix={labelSuffix} className={className}>
      {(control) => <Control {...inputProps} {...control} />}
    </FormField>
  );
}
