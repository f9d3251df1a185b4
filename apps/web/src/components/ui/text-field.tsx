import type { ComponentProps } from "react";
import { type FieldProps, FormField, splitFieldFrame } from "./form-field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

type TextFieldProps = FieldProps<ComponentProps<typeof Input>> & {
  /** A password input with its show/hide toggle. */
  password?: boolean;
};

/**
 * A labelled text input with its hint or error: the common case of `FormField`. The input takes
 * react-hook-form's `register(name)` as it is (name, ref, onChange, onBlur).
 */
export function TextField({ password, ...props }: TextFieldProps) {
  const { frame, controlProps } = splitFieldFrame(props);
  const Control = password ? PasswordInput : Input;
  return <FormField {...frame}>{(control) => <Control {...controlProps} {...control} />}</FormField>;
}
